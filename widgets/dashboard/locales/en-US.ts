export default {
  totalVisits: 'Total sign-ins',
  todayVisits: 'Sign-ins today',
  todayIps: 'Addresses today',
  weekTitle: 'Sign-ins over the last 7 days',
  visits: 'Sign-ins',
  ips: 'Addresses',
  dayLabel: '{{day}}: {{visit}} sign-ins from {{ip}} addresses',
  loadFailed: 'The statistics could not be loaded',
  retry: 'Retry',
};
