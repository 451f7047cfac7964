import { and, eq, getTableColumns, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../db/client';
import { contentState, deckCards, examBlueprints, glossaryTerms, lessons, questions, tags } from '../db/schema';
import type { TContentPack } from './read-content-pack';

/** `excluded.<column>` for every listed column: an upsert that takes the pack's new values. */
function takeNew<T extends PgTable>(table: T, keys: (keyof T['_']['columns'])[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key as string]!.name}"`)])) as Record<
    string,
    SQL
  >;
}

async function retireMissing(
  db: TDatabase,
  table: typeof lessons | typeof questions | typeof deckCards | typeof examBlueprints,
  ids: string[],
  now: Date,
  keep?: SQL,
) {
  const stillThere = ids.length > 0 ? notInArray(table.id, ids) : undefined;
  await db
    .update(table)
    .set({ retiredAt: now })
    .where(and(isNull(table.retiredAt), stillThere, keep));
}

/**
 * Loads the pack into the database: an upsert keyed by the pack's stable ids, skipped when this version is already
 * loaded. Changed items are updated, glossary terms and deck cards an admin edited are left as the admin left them,
 * and items no longer in the pack are retired, not deleted.
 */
export async function loadContentPack(db: TDatabase, pack: TContentPack, now: Date): Promise<'loaded' | 'unchanged'> {
  const [state] = await db.select().from(contentState).where(eq(contentState.id, 1));
  if (state?.version === pack.version) return 'unchanged';

  await db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    if (pack.lessons.length > 0) {
      await tx
        .insert(lessons)
        .values(
          pack.lessons.map((l) => ({
            id: l.id,
            topic: l.topic,
            title: l.title,
            position: l.order,
            jurisdictions: l.jurisdictions,
            intro: l.intro,
            sections: l.sections,
            words: l.words,
          })),
        )
        .onConflictDoUpdate({
          target: lessons.id,
          set: {
            ...takeNew(lessons, ['topic', 'title', 'position', 'jurisdictions', 'intro', 'sections', 'words']),
            retiredAt: sql`null`,
          },
        });
    }
    for (let i = 0; i < pack.questions.length; i += 200) {
      const batch = pack.questions.slice(i, i + 200).map((q) => {
        const { id, type, topic, question, explanation, difficulty, jurisdictions, section, answer, ...rest } = q;
        const { options, ...details } = rest as { options?: string[] } & Record<string, unknown>;
        return {
          id,
          type,
          topic,
          question,
          explanation,
          difficulty,
          jurisdictions,
          section,
          answer,
          options: options ?? null,
          details,
        };
      });
      await tx
        .insert(questions)
        .values(batch)
        .onConflictDoUpdate({
          target: questions.id,
          set: {
            ...takeNew(questions, [
              'topic',
              'type',
              'question',
              'options',
              'answer',
              'details',
              'explanation',
              'difficulty',
              'jurisdictions',
              'section',
            ]),
            retiredAt: sql`null`,
          },
        });
    }
    if (pack.flashcards.length > 0) {
      await tx
        .insert(deckCards)
        .values(
          pack.flashcards.map((c) => ({
            id: c.id,
            topic: c.topic,
            front: c.front,
            back: c.back,
            tags: c.tags,
            section: c.section ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: deckCards.id,
          set: { ...takeNew(deckCards, ['topic', 'front', 'back', 'tags', 'section']), retiredAt: sql`null` },
          // A card an admin edited, suspended or deleted stays as the admin left it.
          setWhere: eq(deckCards.editedByAdmin, false),
        });
    }
    if (pack.glossary.length > 0) {
      await tx
        .insert(glossaryTerms)
        .values(
          pack.glossary.map((g) => ({ id: g.id, term: g.term, definition: g.definition, source: 'pack' as const })),
        )
        .onConflictDoUpdate({
          target: glossaryTerms.id,
          set: { ...takeNew(glossaryTerms, ['term', 'definition']), retiredAt: sql`null`, updatedAt: now },
          // An admin's wording wins over the pack's.
          setWhere: eq(glossaryTerms.editedByAdmin, false),
        });
    }
    if (pack.blueprints.length > 0) {
      await tx
        .insert(examBlueprints)
        .values(pack.blueprints.map((b) => ({ id: b.id, definition: b })))
        .onConflictDoUpdate({
          target: examBlueprints.id,
          set: { ...takeNew(examBlueprints, ['definition']), retiredAt: sql`null` },
        });
    }
    for (const { state, categories } of pack.categories) {
      for (const category of categories) {
        await tx
          .insert(tags)
          .values({ slug: category.id, name: category.name, color: category.color, state })
          .onConflictDoUpdate({ target: tags.slug, set: { name: category.name, color: category.color, state } });
      }
    }

    await retireMissing(
      tx,
      lessons,
      pack.lessons.map((l) => l.id),
      now,
    );
    await retireMissing(
      tx,
      questions,
      pack.questions.map((q) => q.id),
      now,
    );
    await retireMissing(
      tx,
      deckCards,
      pack.flashcards.map((c) => c.id),
      now,
      eq(deckCards.editedByAdmin, false),
    );
    await retireMissing(
      tx,
      examBlueprints,
      pack.blueprints.map((b) => b.id),
      now,
    );
    const glossaryIds = pack.glossary.map((g) => g.id);
    await tx
      .update(glossaryTerms)
      .set({ retiredAt: now })
      .where(
        and(
          eq(glossaryTerms.source, 'pack'),
          eq(glossaryTerms.editedByAdmin, false),
          isNull(glossaryTerms.retiredAt),
          glossaryIds.length ? notInArray(glossaryTerms.id, glossaryIds) : undefined,
        ),
      );

    await tx
      .insert(contentState)
      .values({ id: 1, version: pack.version, loadedAt: now })
      .onConflictDoUpdate({ target: contentState.id, set: { version: pack.version, loadedAt: now } });
  });
  return 'loaded';
}
