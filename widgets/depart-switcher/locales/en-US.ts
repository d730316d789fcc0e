export default {
  title: 'Department selection',
  switchTitle: 'Department switch (current department: {{name}})',
  depart: 'Department',
  placeholder: 'Select a department',
  required: 'Please select a department',
  noDeparts: 'You have not set up department information yet!',
  chooseAfterLogin: 'You belong to several departments: choose the current one for this sign-in',
  switched: 'Department switched',
  ok: 'OK',
  cancel: 'Cancel',
};
