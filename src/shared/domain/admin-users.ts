export const adminUserSortFields = ['displayName', 'email', 'role', 'createdAt', 'lastLogin'] as const;
export const adminUsersPageSize = 10;
export const inviteLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const adminUserMessages = {
  notFound: 'User not found.',
  deleted: (name: string) => `User ${name} was deleted.`,
  fetchFailed: 'Failed to fetch users',
  fetchOneFailed: 'Failed to fetch user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  createFailed: 'Failed to create user',
  updated: 'User updated successfully.',
  created: 'User created. A link to set a password was sent to their e-mail address.',
  idRequired: 'User ID must be a positive integer.',
} as const;
