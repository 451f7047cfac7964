// Labels of the admin tags screen (admin-area.md sections 2 and 8).

/** Tag badges: the tag colour with hex alpha 20 as background and 30 as border (admin-area.md section 2). */
export const tagBadgeAlpha = { background: '20', border: '30' } as const;
export const tagSkeletonCount = 6;

export const tagAdminTexts = {
  breadcrumbRoot: 'Admin',
  breadcrumb: 'Tags',
  newTag: 'New Tag',
  listLabel: 'Tags',
  empty: 'No tags created yet.',
  createTitle: 'Create a New Tag',
  name: 'Tag Name',
  namePlaceholder: 'e.g., Beginner',
  color: 'Color',
  cancel: 'Cancel',
  create: 'Create Tag',
  creating: 'Creating...',
  created: 'Tag created successfully!',
} as const;
