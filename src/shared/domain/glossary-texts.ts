// Labels of the admin glossary screen (admin-area.md sections 2 and 8) and of the learner glossary page.

/** Rows per page of the admin table; the glossary holds a few hundred terms. */
export const glossaryAdminPageSize = 25;

export const glossaryAdminTexts = {
  newTerm: 'New Term',
  columns: { term: 'Term', definition: 'Definition', actions: 'Actions' },
  edit: 'Edit',
  editLabel: (term: string) => `Edit ${term}`,
  tableLabel: 'Glossary terms',
  empty: 'No glossary terms defined yet.',
  noMatches: 'No terms match your search.',
  search: 'Search terms...',
  searchLabel: 'Search glossary terms',
  count: (shown: number, total: number) => (shown === total ? `${total} terms` : `${shown} of ${total} terms`),
  createTitle: 'Create a New Term',
  editTitle: 'Edit Term',
  term: 'Term',
  termPlaceholder: 'e.g., Herbicide',
  definition: 'Definition',
  cancel: 'Cancel',
  create: 'Create Term',
  save: 'Save Changes',
  saving: 'Saving...',
} as const;

export const glossaryPageTexts = {
  title: 'Glossary',
  heading: 'Glossary',
  description: 'Key terms of pesticide application, safety and regulation, in plain language.',
  search: 'Search terms...',
  searchLabel: 'Search the glossary',
  lettersLabel: 'Jump to letter',
  results: (count: number) => `${count} ${count === 1 ? 'term' : 'terms'}`,
  noMatches: (query: string) => `No terms match "${query}".`,
  empty: 'The glossary is empty.',
} as const;
