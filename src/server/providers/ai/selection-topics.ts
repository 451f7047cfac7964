import { inArray } from 'drizzle-orm';
import type { TTopicSelection } from '../../../shared/contract/ai';
import type { TDatabase } from '../../db/client';
import { tags } from '../../db/schema';

/**
 * The bank topics a selection names, with the display name of each: core topic ids as they are, or the chosen
 * state's category tags (admin-made tags and another state's tags have no content behind them and are dropped).
 */
export async function selectionTopics(db: TDatabase, selection: TTopicSelection): Promise<Map<string, string>> {
  if (selection.type === 'Core') return new Map(selection.topics.map((topic) => [topic, topic]));
  const chosen = await db.select().from(tags).where(inArray(tags.id, selection.tagIds));
  return new Map(
    chosen.flatMap((tag) => (tag.slug && tag.state === selection.state ? [[tag.slug, tag.name] as const] : [])),
  );
}
