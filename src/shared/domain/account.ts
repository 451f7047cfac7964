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
  lastAdmin: 'You are the only admin. Make another account an admin before deleting or demoting this one.',
  exporting: 'Exporting your data...',
  exported: 'Data exported successfully. Check your downloads.',
  exportFailed: 'Failed to export data',
  exportFileSuffix: '-data.json',
} as const;
