import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { loadSynonyms, loadTermStats } from './search-caches';
import { rowsOf } from './sql-rows';
import { expandQuery, queryWords, wordAlternatives } from './synonyms';

/**
 * A question turned into search units: each word (stemmed by PostgreSQL's english configuration, stopwords dropped)
 * and each synonym phrase is one unit with its own weight (inverse chunk frequency, as BM25 weighs terms). The units
 * are OR-ed together, so a chunk need not hold every word of a natural question.
 */
export interface TQueryUnit {
  /** tsquery text as PostgreSQL wrote it: `'calibr':*` or `'restrict' <-> 'entri' <-> 'interv'` */
  tsquery: string;
  weight: number;
  /** Share of chunks that hold it (0-1); very common units only score, they do not select candidates. */
  frequency: number;
  /** How many chunks hold it (at most; for a phrase, as many as hold its rarest word). */
  chunks: number;
  /** A bare number ("40", "0.5"): in a question it is mostly data ("how much for 80 acres"), not the topic. */
  numeric: boolean;
}

/** Longer questions add little but cost time: the text is cut here, then to this many distinct words. */
const MAX_QUERY_CHARS = 2_000;
const MAX_WORDS = 40;
/** Words stemmed to this length or longer also match longer words ("calibr" -> "calibrated", "calibrations"). */
const PREFIX_MIN_LENGTH = 5;

// Stemming the same words again and again is a round trip each time; the vocabulary of questions is small.
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

async function stem(db: TDatabase, units: string[]): Promise<Map<string, string>> {
  const missing = units.filter((unit) => !stemCache.has(unit));
  if (missing.length > 0) {
    // Units are letters, digits and spaces only (queryWords), so they are safe tsquery text; they still travel as
    // parameters. A phrase's words are joined with <-> (followed by).
    const values = sql.join(
      missing.map((unit) => sql`(${unit}, ${unit.split(' ').join(' <-> ')})`),
      sql`, `,
    );
    const result = await db.execute(
      sql`select u.unit, to_tsquery('english', u.text)::text as tsquery from (values ${values}) as u(unit, text)`,
    );
    if (stemCache.size > STEM_CACHE_LIMIT) stemCache.clear();
    for (const row of rowsOf<{ unit: string; tsquery: string }>(result)) stemCache.set(row.unit, row.tsquery);
  }
  return new Map(units.map((unit) => [unit, stemCache.get(unit) ?? '']));
}

const lexemesOf = (tsquery: string) => [...tsquery.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

export async function queryUnits(db: TDatabase, query: string): Promise<TQueryUnit[]> {
  // NUL and other control characters are not text; PostgreSQL refuses NUL in a string outright.
  const text = query.replace(/\p{Cc}/gu, ' ').slice(0, MAX_QUERY_CHARS);
  const words = [...new Set(queryWords(text))].slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  const [synonyms, stats] = await Promise.all([loadSynonyms(db), loadTermStats(db)]);
  const phrases = expandQuery(words, synonyms).map((unit) => unit.join(' '));
  const alternatives = words.flatMap(wordAlternatives);
  const stems = await stem(db, [...words, ...phrases, ...alternatives]);

  const total = Math.max(stats.chunkCount, 1);
  const units = new Map<string, TQueryUnit>();
  for (const unit of [...words, ...phrases]) {
    const tsquery = stems.get(unit);
    if (!tsquery || units.has(tsquery)) continue; // a stopword, or another form of a word already there
    const lexemes = lexemesOf(tsquery);
    // A phrase is at most as common as its rarest word; a word in no tracked chunk is rare.
    let chunksWith = Math.min(...lexemes.map((lexeme) => stats.chunksWith.get(lexeme) ?? 0));
    const single = lexemes.length === 1 && !tsquery.includes('<');
    let text = single && (lexemes[0]?.length ?? 0) >= PREFIX_MIN_LENGTH ? `${tsquery}:*` : tsquery;
    // A learner's word with the material's words for it ("fined" or "penalty") is one unit: either form counts once.
    const others = wordAlternatives(unit).flatMap((word) => {
      const other = stems.get(word);
      return other && other !== tsquery ? [other] : [];
    });
    if (single && others.length > 0) {
      const forms = [lexemes[0] ?? '', ...others.flatMap(lexemesOf)];
      chunksWith = Math.min(
        total,
        forms.reduce((sum, lexeme) => sum + (stats.chunksWith.get(lexeme) ?? 0), 0),
      );
      const prefixed = others.map((other) =>
        (lexemesOf(other)[0]?.length ?? 0) >= PREFIX_MIN_LENGTH ? `${other}:*` : other,
      );
      text = [text, ...prefixed].join(' | ');
    }
    const weight = Math.log(1 + (total - chunksWith + 0.5) / (chunksWith + 0.5));
    const numeric = lexemes.every((lexeme) => /^[\d.,]+$/.test(lexeme));
    units.set(tsquery, { tsquery: text, weight, frequency: chunksWith / total, chunks: chunksWith, numeric });
  }
  return [...units.values()];
}
