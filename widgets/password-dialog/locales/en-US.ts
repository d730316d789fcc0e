export default {
  title: 'Change password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  oldRequired: 'Please enter the old password!',
  newRequired: 'Please enter the new password!',
  newMin: 'The new password must have at least {{count}} characters!',
  confirmRequired: 'Please confirm the new password!',
  mismatch: 'The two passwords entered do not match!',
  noUser: 'No logged-in user in the current system!',
  changed: 'Password changed',
  signInAgain:
    'Your password was changed and every sign-in ended. Please sign in again with the new password.',
  failed: 'The password could not be changed',
  ok: 'OK',
  cancel: 'Cancel',
};
