export default {
  search: 'Search menu',
  placeholder: 'Search the menu',
  noMatch: 'No matching menu item',
};
