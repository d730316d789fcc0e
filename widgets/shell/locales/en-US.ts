export default {
  appName: 'Support Center',
  welcome: 'Welcome to {{name}}',
  home: 'Home',
  logout: 'Log out',
  logoutTitle: 'Notice',
  logoutContent: 'Really log out?',
  ok: 'OK',
  cancel: 'Cancel',
  copyright: 'Copyright © 2025 Support Center. All rights reserved.',
  menu: 'Menu',
};
