export default {
  appName: 'Support Center',
  description: 'Technical support services for staff and partners',
  copyright: 'Copyright © 2025 Support Center. All rights reserved.',
  username: 'Username',
  usernameRequired: 'Please enter your username!',
  password: 'Password',
  passwordRequired: 'Please enter your password!',
  submit: 'Log in',
  failed: 'Login failed, please try again later',
};
