// Texts for profile, export and deletion (learner-area.md sections 2, 4, 5, 8).
export const profileMessages = {
  displayNameEmpty: 'Display name cannot be empty.',
  invalidEmail: 'Invalid email address.',
  invalidUrl: 'Invalid URL.',
  emailTaken: 'This email address is already in use by another account.',
  updating: 'Updating profile...',
  updated: 'Profile updated successfully!',
  getFailed: 'Failed to get profile',
  updateFailed: 'Failed to update profile',
} as const;

export const accountMessages = {
  deleteConfirmWord: 'DELETE',
  deleting: 'Deleting your account...',
  deleted: 'Your account has been permanently deleted.',
  deleteFailed: 'Failed to delete account',
  /** Issue 25 (L15): a session alone cannot delete the account; the password proves the owner is at the keyboard. */
  deletePasswordLabel: 'Your password',
  deletePasswordRequired: 'Enter your password to delete your account.',
  deletePasswordWrong: 'The password is incorrect.',
  lastAdmin: 'You are the only admin. Make another account an admin before deleting or demoting this one.',
  exporting: 'Exporting your data...',
  exported: 'Data exported successfully. Check your downloads.',
  exportFailed: 'Failed to export data',
  exportFileSuffix: '-data.json',
} as const;

// Changing the e-mail needs the password and a confirmed link (issue 11): a stolen session alone cannot take the
// account over by moving its address and then resetting the password.
export const emailChangeMessages = {
  passwordRequired: 'Enter your current password to change your e-mail.',
  pending: (email: string) =>
    `Waiting for confirmation: we sent a link to ${email}. Your e-mail address changes once you open it.`,
  requested: (email: string) => `Almost done: open the link we sent to ${email} to confirm your new e-mail address.`,
  confirmed: 'Your new e-mail address is confirmed. Use it from now on to log in.',
  invalidToken: 'This confirmation link is invalid or has expired. Please change your e-mail again in Settings.',
  confirmFailed: 'Failed to confirm e-mail address',
} as const;

export const passwordChangeMessages = {
  currentRequired: 'Enter your current password.',
  wrongPassword: 'Current password is incorrect.',
  changed: 'Your password has been changed. You were signed out everywhere else.',
  changing: 'Changing password...',
  changeFailed: 'Failed to change password',
} as const;
