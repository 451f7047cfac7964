import { asc } from 'drizzle-orm';
import type { TCreateTagRequest, TTag } from '../../../shared/contract/tags';
import { defaultTagColor, tagMessages } from '../../../shared/domain/tags';
import type { TDatabase } from '../../db/client';
import { tags } from '../../db/schema';
import { conflict } from '../../http-error';

const presentTag = (row: typeof tags.$inferSelect): TTag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  state: row.state,
});

export async function listTags(db: TDatabase): Promise<TTag[]> {
  const rows = await db.select().from(tags).orderBy(asc(tags.name));
  return rows.map(presentTag);
}

export async function createTag(db: TDatabase, input: TCreateTagRequest): Promise<TTag> {
  const [row] = await db
    .insert(tags)
    .values({ name: input.name, color: input.color ?? defaultTagColor })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(tagMessages.duplicate);
  return presentTag(row);
}
