export default {
  search: '搜索菜单',
  placeholder: '搜索菜单',
  noMatch: '没有匹配的菜单',
};
