import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TGlossaryEntry } from '../../../shared/contract/glossary';
import { glossaryMessages as texts } from '../../../shared/domain/glossary';
import type { TDatabase } from '../../db/client';
import { glossaryTerms } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { indexGlossaryTerm } from '../knowledge/pack-index';

const present = (row: typeof glossaryTerms.$inferSelect): TGlossaryEntry => ({
  id: row.id,
  term: row.term,
  definition: row.definition,
});

export async function listGlossary(db: TDatabase) {
  const rows = await db
    .select()
    .from(glossaryTerms)
    .where(isNull(glossaryTerms.retiredAt))
    .orderBy(asc(sql`lower(${glossaryTerms.term})`));
  return rows.map(present);
}

async function assertTermFree(db: TDatabase, term: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: glossaryTerms.id })
    .from(glossaryTerms)
    .where(
      and(
        eq(sql`lower(${glossaryTerms.term})`, term.toLowerCase()),
        isNull(glossaryTerms.retiredAt),
        exceptId ? ne(glossaryTerms.id, exceptId) : undefined,
      ),
    );
  if (clash) throw conflict(texts.duplicate);
}

export async function createTerm(db: TDatabase, input: { term: string; definition: string }) {
  await assertTermFree(db, input.term);
  const [row] = await db
    .insert(glossaryTerms)
    .values({ id: randomUUID(), term: input.term, definition: input.definition, source: 'admin', editedByAdmin: true })
    .returning();
  // The tutor reads the glossary through the search index: one term's chunk is cheap to replace at once.
  await indexGlossaryTerm(db, row!.id);
  return present(row!);
}

/** An admin's edit marks the term so that reloading the content pack keeps the admin's wording. */
export async function updateTerm(db: TDatabase, input: { id: string; term?: string; definition?: string }) {
  if (input.term) await assertTermFree(db, input.term, input.id);
  const [row] = await db
    .update(glossaryTerms)
    .set({
      ...(input.term !== undefined ? { term: input.term } : {}),
      ...(input.definition !== undefined ? { definition: input.definition } : {}),
      editedByAdmin: true,
      updatedAt: new Date(),
    })
    .where(and(eq(glossaryTerms.id, input.id), isNull(glossaryTerms.retiredAt)))
    .returning();
  if (!row) throw notFound(texts.notFound);
  await indexGlossaryTerm(db, row.id);
  return present(row);
}
