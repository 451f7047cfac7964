import { and, asc, inArray, isNotNull, isNull } from 'drizzle-orm';
import { categoryStates, coreTopics } from '../../../shared/domain/topics';
import type { TDatabase } from '../../db/client';
import { lessons, tags } from '../../db/schema';

export type TLessonRow = typeof lessons.$inferSelect;
export interface TOutlineModule {
  id: string;
  title: string;
  kind: 'core' | 'category';
  /** The state a category module belongs to; null for the core. */
  state: string | null;
  lessons: TLessonRow[];
}

const stateRank = (state: string | null) => categoryStates.findIndex((s) => s.id === state);

/**
 * The learner's course in order: the twelve core modules as the spec lists them, then the category modules (one per
 * category tag of the content pack) of the states the learner chose. Retired lessons are left out.
 */
export async function courseOutline(db: TDatabase, states: string[]): Promise<TOutlineModule[]> {
  const chosen = states.filter((state) => stateRank(state) >= 0);
  const categories =
    chosen.length === 0
      ? []
      : await db
          .select({ slug: tags.slug, name: tags.name, state: tags.state })
          .from(tags)
          .where(and(isNotNull(tags.slug), inArray(tags.state, chosen)));
  categories.sort((a, b) => stateRank(a.state) - stateRank(b.state) || a.name.localeCompare(b.name));

  const modules: Omit<TOutlineModule, 'lessons'>[] = [
    ...coreTopics.map((topic) => ({ id: topic.id, title: topic.name, kind: 'core' as const, state: null })),
    ...categories.map((tag) => ({ id: tag.slug!, title: tag.name, kind: 'category' as const, state: tag.state })),
  ];
  const rows = await db
    .select()
    .from(lessons)
    .where(
      and(
        isNull(lessons.retiredAt),
        inArray(
          lessons.topic,
          modules.map((m) => m.id),
        ),
      ),
    )
    .orderBy(asc(lessons.position), asc(lessons.id));
  return modules
    .map((module) => ({ ...module, lessons: rows.filter((row) => row.topic === module.id) }))
    .filter((module) => module.lessons.length > 0);
}
