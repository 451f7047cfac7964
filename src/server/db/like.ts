/** A case-insensitive "contains" pattern for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
