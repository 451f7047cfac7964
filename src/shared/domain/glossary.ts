export const glossaryMessages = {
  termTooShort: 'Term must be at least 2 characters long.',
  definitionTooShort: 'Definition must be at least 10 characters long.',
  duplicate: 'A glossary term with this name already exists.',
  notFound: 'Glossary term not found.',
  createFailed: 'Failed to create term.',
  updateFailed: 'Failed to update term.',
  created: 'Term created successfully!',
  updated: 'Term updated successfully!',
  loadFailed: 'Failed to load glossary.',
} as const;
