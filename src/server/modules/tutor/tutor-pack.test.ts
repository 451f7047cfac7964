import { beforeAll, describe, expect, it } from 'vitest';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { loadContentPack } from '../../content/load-content-pack';
import { readContentPack } from '../../content/read-content-pack';
import { setupTestApp } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { indexContentPack } from '../knowledge/pack-index';
import { readEvents, replyOf } from './tutor-test-helpers';

// The tutor on the real content pack and the real retrieval service (the app's defaults).
const ctx = setupTestApp();
let cookie: string;
beforeAll(async () => {
  await loadContentPack(ctx.database.db, readContentPack(), new Date());
  await indexContentPack(ctx.database.db);
  cookie = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed' }));
}, 120_000);

/** A learner of their own: each has the per-minute message limit to themselves. */
const learner = async (states = ['national']) =>
  cookieFor(ctx.database.db, await createUser(ctx.database.db, { purchaseStatus: 'completed', states }));

async function ask(message: string, conversationId?: string, as = cookie) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/_api/ai/chat',
    headers: { cookie: as },
    payload: { message, conversationId },
  });
  return replyOf(readEvents(response));
}

describe('answers from the content pack', () => {
  it('defines a glossary term first, then quotes the lessons, each cited', async () => {
    const reply = await ask('What is LD50?');
    expect(reply.content).toMatch(/^\*\*LD50\*\* \(glossary\): .+ \[1\]\n\n/);
    expect(reply.content.split('\n\n')[1]).toBe(tutorMessages.offlineIntro);
    expect(reply.citations[0]).toMatchObject({ number: 1, filename: 'Glossary', title: 'LD50' });
    expect(reply.citations.slice(1).some((c) => c.url?.startsWith('/course/lessons/'))).toBe(true);
  });

  it('understands a follow-up from the conversation', async () => {
    const first = await ask('What does the signal word DANGER mean?');
    expect(first.citations.length).toBeGreaterThan(0);
    const followUp = await ask('and what about CAUTION?', first.conversationId);
    expect(followUp.done?.refused).toBe(false);
    expect(followUp.content).toContain('CAUTION');
    expect(followUp.citations.length).toBeGreaterThan(0);

    // A short question with its own subject is not dragged back to the earlier topic (a new-user walk found
    // "What is REI?" after a spill-kit question answered about spill kits).
    const spill = await ask('What goes in a spill kit?', first.conversationId);
    expect(spill.content.toLowerCase()).toContain('spill kit');
    const rei = await ask('What is REI?', first.conversationId);
    expect(rei.content).toMatch(/restricted[- ]entry interval/i);
    // The glossary's definition leads the answer.
    expect(rei.content.startsWith(tutorMessages.glossaryIntro('Restricted-entry interval (REI)'))).toBe(true);
    expect(rei.content.toLowerCase()).not.toContain('spill kit');
  });

  it('answers in the first sentence: the duration, the rule (issue 26)', async () => {
    const firstLine = async (question: string, as = cookie) =>
      (await ask(question, undefined, as)).content.split('\n\n')[0]!;
    expect(await firstLine('How long must certified applicators keep records of RUP applications?')).toMatch(
      /2 years|two years/,
    );
    expect(await firstLine('Can I store pesticides in the kitchen?')).toMatch(/^Never store pesticides in .*kitchen/);
    const texan = await learner(['texas']);
    expect(await firstLine('How long must Texas applicators keep records?', texan)).toMatch(
      /^Application records are kept for two years/,
    );
  });

  it('says so first when the material gives no such figure, and labels the passages related (issue 26)', async () => {
    // The pack does not give the REI of each toxicity category: a passage defining the REI is not an answer.
    const reply = await ask("What's the REI for a Category I product?", undefined, await learner());
    const [first, heading] = reply.content.split('\n\n');
    expect(first).toBe(tutorMessages.noFigure('duration'));
    expect(heading).toBe(tutorMessages.relatedHeading);
    expect(reply.content).not.toMatch(/\b48 hours\b/);
  });

  it('answers "explain that more simply", "an example?" and "why?" about the previous question (issue 26)', async () => {
    const as = await learner();
    const first = await ask('What is pesticide drift?', undefined, as);
    const simpler = await ask('Can you explain that more simply?', first.conversationId, as);
    expect(simpler.done?.refused).toBe(false);
    expect(simpler.content.startsWith(tutorMessages.putSimply)).toBe(true);
    expect(simpler.content.toLowerCase()).toContain('drift');
    for (const followUp of ['Give me an example', 'Why?']) {
      const reply = await ask(followUp, first.conversationId, as);
      expect(reply.done?.refused, followUp).toBe(false);
      expect(reply.content.split('\n\n')[0]!.toLowerCase(), followUp).toContain('drift');
    }
  });

  it('names the state no passage covers instead of answering from another (issue 26)', async () => {
    const reply = await ask('How long does an Oregon pesticide license last?', undefined, await learner());
    expect(reply.content.split('\n\n')[0]).toBe(tutorMessages.notInMaterial(['Oregon']));
  });

  it('says plainly when the material does not cover a question', async () => {
    const reply = await ask('Who won the 1998 football world cup?', undefined, await learner());
    expect(reply.content).toBe(tutorMessages.notCovered);
    expect(reply.citations).toEqual([]);
  });

  it('gives a Texas learner no Florida or California lesson, as a source or as a related lesson (issue 26)', async () => {
    const texan = await learner(['texas']);
    // Each is taught in a Florida or California lesson too (turf practice, intakes, private applicators).
    const questions = [
      'How far from a drinking water intake can I use an aquatic herbicide?',
      'What should I know about treating turf and ornamentals?',
      'What are good practices for a private applicator on the farm?',
      'How do I control weeds along a right-of-way?',
    ];
    for (const question of questions) {
      const reply = await ask(question, undefined, texan);
      const urls = [...reply.citations.map((c) => c.url), ...reply.related.map((r) => r.url)];
      expect(
        urls.filter((url) => /\/course\/lessons\/(fl|ca)-/.test(url ?? '')),
        question,
      ).toEqual([]);
    }
  });

  it('quotes a lesson table as a table, with the row asked about (issue 26)', async () => {
    const reply = await ask('What signal word goes with toxicity category IV?', undefined, await learner());
    expect(reply.content).toContain(
      '| Category | Signal word | Meaning |\n| --- | --- | --- |\n| IV | CAUTION (or no signal word) |',
    );
  });

  it('quotes a list lead-in with its items (issue 26)', async () => {
    const reply = await ask('What does the boom sprayer rate per acre depend on?', undefined, await learner());
    expect(reply.content).toContain('the rate per acre depends on four things:\n  - Nozzle flow rate');
    expect(reply.content).toContain('\n  - Pressure:');
  });
});
