import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { insertTestDocument } from './knowledge-test-data';
import { queryUnits } from './query-units';
import { searchKnowledge } from './retrieval';
import { wordAlternatives } from './synonyms';

// A learner's words for what the law calls otherwise ("fined" for a civil penalty, "retailer" for a dealer).
let database: TDatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertTestDocument(db(), {
    filename: 'civil-penalties.txt',
    jurisdictions: ['federal'],
    pages: [
      {
        page: 1,
        heading: 'Civil penalties',
        text: 'Any registrant, wholesaler or dealer who violates the act may be assessed a civil penalty of not more than $5,000 for each offense. The Administrator may issue a warning in lieu of assessing a penalty when the violation did not cause significant harm.',
      },
      { page: 2, heading: 'Hearings', text: 'A hearing is held in the county where the person charged resides.' },
      { page: 3, heading: 'Droplets', text: 'Fine droplets drift farther than coarse ones on a windy day.' },
    ],
  });
});
afterAll(async () => {
  await database.close();
});

describe('a learner’s words for the material’s', () => {
  it('searches "fined" as itself or penalty, counted as one unit of the question', async () => {
    const units = await queryUnits(db(), 'retailer fined');
    expect(units).toHaveLength(2);
    expect(units.find((unit) => unit.tsquery.includes("'fine'"))?.tsquery).toContain("'penalti'");
    expect(units.find((unit) => unit.tsquery.includes("'retail'"))?.tsquery).toContain("'dealer'");
  });

  it('ranks the penalty passage first for a question in everyday words, above one that only says "fine"', async () => {
    const result = await searchKnowledge(db(), {
      query: 'how much can a retailer be fined',
      jurisdictions: ['federal'],
      limit: 3,
    });
    expect(result.topCoverage).toBeGreaterThan(0.5);
    expect(result.hits[0]?.heading).toMatch(/Civil penalties/);
  });

  it('leaves ambiguous words alone: "fine" is also a droplet size', () => {
    expect(wordAlternatives('fine')).toEqual([]);
    expect(wordAlternatives('fined')).toContain('penalty');
  });
});
