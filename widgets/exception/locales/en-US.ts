export default {
  403: 'Sorry, you are not authorized to access this page.',
  404: 'Sorry, the page you visited does not exist.',
  500: 'Sorry, something went wrong on the server.',
  backHome: 'Back Home',
  notAvailable: 'This page is not available yet: {{name}}',
  notAvailableHint: 'The menu item exists, but its page has not been released yet.',
  testHomeTitle: 'Test page',
  testHomeText:
    'This is the test page (/test/home). It checks that the console layout and routing work and carries no business function.',
};
