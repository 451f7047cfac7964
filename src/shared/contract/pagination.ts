import { z } from 'zod';

/** page (from 1) and limit (1 to 100) of a list query, as the spec gives them for every admin list. */
export const pageQueryFields = (defaultLimit: number) => ({
  // Bounded so the offset it makes always fits the database's integers.
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});

/** The page arithmetic every paged list answers with (spec 7: totalCount and totalPages). */
export const ZPagination = z.object({ totalCount: z.number().int(), totalPages: z.number().int() });
