/** Ids of user rows are UUIDs; anything else cannot name a row, and asking the database would only fail the cast. */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
