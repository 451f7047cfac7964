export const defaultTagColor = '#2563eb';
export const tagNameMinLength = 2;
export const tagNameMaxLength = 50;
export const tagMessages = {
  nameTooShort: 'Tag name must be at least 2 characters long.',
  nameTooLong: 'Tag name cannot exceed 50 characters.',
  invalidColor: 'Must be a valid hex color code',
  /** A category (a tag) named by something that is not a tag id at all. */
  unknownCategory: 'Unknown category; choose one from the list.',
  duplicate: 'A tag with this name already exists.',
  createFailed: 'Failed to create tag.',
  loadFailed: 'Failed to load tags.',
} as const;
