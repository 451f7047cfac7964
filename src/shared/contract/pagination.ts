import { z } from 'zod';

/** page (from 1) and limit (1 to 100) of a list query, as the spec gives them for every admin list. */
export const pageQueryFields = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});
