import { sql } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { rowsOf } from '../modules/knowledge/sql-rows';

// Where the endpoint fuzz gets values that pass a schema's checks and name real things: ids from the database, ids
// and tokens from earlier answers, and texts known to be valid. Inputs built on them reach the services' queries.

const MAX_PER_KEY = 40;

/** Texts that pass the checks of fields by their name, where a random sample would not. */
const staticHints: Record<string, readonly unknown[]> = {
  timezone: ['America/Chicago', 'UTC', 'Pacific/Kiritimati'],
  timeZone: ['America/Chicago', 'UTC', 'Pacific/Kiritimati'],
  color: ['#3b82f6', '#FFFFFF'],
  charset: ['utf-8', 'windows-1252', 'utf-16le'],
  jurisdictions: ['federal', 'federal,texas', 'national,california,florida'],
  cardNumber: ['4242 4242 4242 4242', '4000 0000 0000 0002'],
  state: ['texas', 'california', 'florida'],
  content: ['front,back,tags\nWhat is PPE?,Protective equipment,ppe\n', '#separator:tab\nFront\tBack\ttag1 tag2\n'],
  printedName: ['Jane Q. Applicator'],
  examDate: ['2026-06-01', '2099-12-31'],
};

/** Words in a table name that an id field's name or a route's path may use instead. */
const tableAliases: Record<string, string[]> = {
  upload: ['knowledge_documents'],
  card: ['user_flashcards', 'deck_cards'],
  flashcard: ['user_flashcards', 'deck_cards'],
  attempt: ['quiz_attempts'],
  exam: ['quiz_attempts'],
  quiz: ['quiz_attempts'],
  report: ['problem_reports'],
  session: ['checkout_sessions'],
  message: ['tutor_messages', 'contact_messages'],
  chunk: ['knowledge_chunks'],
  module: ['lessons'],
};

/** The words of a route's path that say what it is about, singular: /_api/admin/discount-codes gives discount, code. */
const stemsOf = (path: string) =>
  path
    .split(/[/_-]/)
    .filter((word) => word && !['api', 'admin', 'update', 'delete', 'show', 'check'].includes(word))
    .map((word) => word.replace(/s$/, ''));

export class FuzzHints {
  private readonly byKey = new Map<string, unknown[]>();
  private readonly byTable = new Map<string, unknown[]>();

  /**
   * Every id and *_id column of every table: a few distinct values each, in a stable order, the rows of `owners`
   * (the callers) first where a table has a user_id, since the other users' rows only ever answer 404.
   */
  async loadFromDatabase(db: TDatabase, owners: readonly number[]) {
    const columns = rowsOf<{ table_name: string; column_name: string; owned: boolean }>(
      await db.execute(sql`
        select c.table_name, c.column_name,
          exists (select 1 from information_schema.columns u
                  where u.table_schema = 'public' and u.table_name = c.table_name and u.column_name = 'user_id') as owned
        from information_schema.columns c
        where c.table_schema = 'public' and (c.column_name = 'id' or c.column_name like '%\_id')
          and c.data_type in ('text', 'uuid', 'integer', 'bigint')
        order by c.table_name, c.column_name`),
    );
    const ownerList = owners.length > 0 ? owners.map(Number).join(',') : '0';
    for (const { table_name: table, column_name: column, owned } of columns) {
      const mine = owned && column !== 'user_id' ? `bool_or(user_id in (${ownerList})) desc, ` : '';
      const values = rowsOf<{ value: string }>(
        await db.execute(
          // md5 spreads the picks over the table, the same way for the same rows.
          sql.raw(
            `select "${column}"::text as value from "${table}" where "${column}" is not null group by 1 order by ${mine}md5("${column}"::text) limit ${MAX_PER_KEY}`,
          ),
        ),
      ).map((row) => row.value);
      if (column === 'id') this.byTable.set(table, values);
      else
        this.add(
          column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
          values,
        );
    }
  }

  /**
   * Keeps the ids, tokens and codes an answer carries, for the requests after it. A bare `id` is kept under the
   * words of the route that answered (`id@label` from /_api/labels), so it goes to the routes about the same thing.
   */
  harvest(value: unknown, path: string, depth = 0) {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const named = key === 'id' || key.endsWith('Id') || ['code', 'number', 'token', 'sessionId'].includes(key);
      if (!named || (typeof item !== 'string' && typeof item !== 'number')) this.harvest(item, path, depth + 1);
      else if (key !== 'id') this.add(key, [item]);
      else for (const stem of stemsOf(path)) this.add(`id@${stem}`, [item]);
    }
  }

  /** Keeps the latest values of a key: the newest rows are the ones most likely to still be there. */
  private add(key: string, values: readonly unknown[]) {
    const list = (this.byKey.get(key) ?? []).filter((value) => !values.includes(value));
    this.byKey.set(key, [...values, ...list].slice(0, MAX_PER_KEY));
  }

  /** The hints for a field of a route: by its name, and for ids, the rows of the tables the name or path points at. */
  for(path: string, key: string): readonly unknown[] {
    if (!key) return [];
    const direct = [...(staticHints[key] ?? []), ...(this.byKey.get(key) ?? [])];
    const isId = key === 'id' || key.endsWith('Id') || key.endsWith('Ids');
    if (!isId) return direct;
    // An `id` field takes the rows of the tables its route names; ids of anything else seldom get past a 404.
    const stems = key === 'id' ? stemsOf(path) : [key.replace(/Ids?$/, '').toLowerCase()];
    const tables = [...this.byTable.keys()].filter((table) =>
      stems.some((stem) => table.includes(stem) || tableAliases[stem]?.includes(table)),
    );
    const rows = tables.flatMap((table) => this.byTable.get(table) ?? []);
    if (key !== 'id') return [...direct, ...rows];
    return [...rows, ...stems.flatMap((stem) => this.byKey.get(`id@${stem}`) ?? [])];
  }
}
