export default {
  tabs: 'Tabs',
  homeNotClosable: 'The home page cannot be closed!',
  lastNotClosable: 'This is the last page, it cannot be closed',
  refresh: 'Refresh',
  closeLeft: 'Close left',
  closeRight: 'Close right',
  closeOthers: 'Close others',
};
