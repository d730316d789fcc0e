export default {
  tabs: '页签',
  homeNotClosable: '首页不能关闭!',
  lastNotClosable: '这是最后一页，不能再关闭了啦',
  refresh: '刷新',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其它',
};
