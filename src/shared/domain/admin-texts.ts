// Labels of the admin user, contact and outbox screens (admin-area.md sections 2, 4, 8).

export const adminUsersTexts = {
  addUser: 'Add User',
  addTitle: 'Add User',
  addDescription: 'The new user gets an e-mail with a link to set a password.',
  create: 'Create User',
  creating: 'Creating...',
  search: 'Search by name or email...',
  searchLabel: 'Search users',
  roleFilterLabel: 'Filter by role',
  allRoles: 'All Roles',
  joined: 'Joined',
  lastLogin: 'Last Login',
  unknown: 'Unknown',
  never: 'Never',
  menuLabel: (name: string) => `Actions for ${name}`,
  viewDetails: 'View Details',
  editUser: 'Edit User',
  deleteUser: 'Delete User',
  loadError: 'Error loading users',
  empty: 'No users found',
  emptyHint: 'Try adjusting your search or filters',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  avatar: 'Avatar URL',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  deleteTitle: 'Delete User',
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  deleting: 'Deleting...',
  updateFailed: (message: string) => `Failed to update user: ${message}`,
  deleteFailed: (message: string) => `Failed to delete user: ${message}`,
  backToUsers: 'Back to User Management',
  detailsTitle: 'User Details - Admin',
  detailsHeading: 'User Details',
  profile: 'Profile',
  purchase: 'Purchase',
  activity: 'Activity',
  states: 'States',
  purchaseStatus: 'Status',
  purchasePlan: 'Plan',
  purchaseExpires: 'Access Until',
  none: 'None',
  activeSessions: 'Active sessions',
  lastSeen: 'Last seen',
  contactMessages: 'Contact messages',
  emailsSent: 'E-mails sent',
} as const;

export const roleLabels: Record<string, string> = { admin: 'Admin', student: 'Student' };

export const adminContactTexts = {
  search: 'Search by name, email, subject...',
  searchLabel: 'Search messages',
  statusFilterLabel: 'Filter by status',
  allStatuses: 'All Statuses',
  columns: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    status: 'Status',
    received: 'Received',
    actions: 'Actions',
  },
  loadError: (message: string) => `Error loading messages: ${message}`,
  empty: 'No contact messages found.',
  edit: (name: string) => `Edit message from ${name}`,
  dialogTitle: (name: string) => `Update Message from ${name}`,
  status: 'Status',
  adminNotes: 'Admin Notes',
  notesPlaceholder: 'Add internal notes here...',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  updated: 'Message updated successfully.',
  updateFailed: 'Failed to update message.',
} as const;

/** Status values shown with underscores as spaces (admin-area.md section 4). */
export const formatContactStatus = (status: string) => status.replace(/_/g, ' ');

export const outboxTexts = {
  title: 'Outbox - Admin',
  heading: 'Outbox',
  description: 'Every e-mail the platform sent or queued. With no mail server configured, read mail here.',
  search: 'Search by recipient or subject...',
  searchLabel: 'Search mails',
  empty: 'No e-mails found.',
  loadError: (message: string) => `Error loading e-mails: ${message}`,
  to: 'To',
  kind: 'Kind',
  created: 'Created',
  sent: 'Sent',
  notSent: 'Not sent',
  attempts: 'Attempts',
  lastError: 'Last error',
  showBody: 'Show text',
  hideBody: 'Hide text',
} as const;

export const outboxPageSize = 20;

/** Search boxes of the user, contact and outbox lists wait this long after the last keystroke (admin-area.md 9). */
export const adminSearchDebounceMs = 500;
