export default {
  previewTitle: '预览',
};
