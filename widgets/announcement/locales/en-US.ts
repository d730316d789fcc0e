export default {
  previewTitle: 'Preview',
};
