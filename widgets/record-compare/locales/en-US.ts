export default {
  title: 'Compare versions',
  field: 'Field',
  version: 'Version {{v}}',
  changed: '{{count}} differences',
  onlyChanged: 'Differences only',
  pickTwo: 'Select two versions of the same record to compare',
  loading: 'Loading…',
  failed: 'The versions could not be loaded',
  close: 'Close',
};
