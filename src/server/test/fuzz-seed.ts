import type { LightMyRequestResponse } from 'fastify';
import { strToU8 } from 'fflate';
import { fixtureCollection, fixturePackage } from '../modules/flashcards/anki/anki-fixtures';
import { readBody, superjsonBody } from './app';
import { fixture } from './fixture-pack';
import type { TCallerKind } from './fuzz-callers';
import type { TFuzzFile } from './fuzz-multipart';
import type { TFuzzCase } from './fuzz-requests';
import { hostileNumbers, hostileStrings, pick, type TRandom } from './fuzz-values';
import { multipartBody } from './multipart';

// What the endpoint fuzz sets up before it starts: rows its inputs can name (a deck, a quiz with answers, an exam, a
// conversation, a discount code, uploads), and Anki packages whose notes carry hostile values.

export type TSend = (request: TFuzzCase, caller: TCallerKind) => Promise<LightMyRequestResponse>;

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Packages as Anki writes them, whose notes and scheduling carry hostile values. */
export async function hostilePackages(random: TRandom): Promise<TFuzzFile[]> {
  const packages: TFuzzFile[] = [];
  for (let i = 0; i < 6; i += 1) {
    const field = () => pick(random, hostileStrings).slice(0, 20_000);
    const number = () => pick(random, hostileNumbers);
    const card = {
      type: 2,
      queue: 2,
      due: number(),
      ivl: number(),
      factor: number(),
      reps: number(),
      lapses: number(),
    };
    const collection = await fixtureCollection(
      [
        { guid: `fuzz${i}a`, kind: 'basic', fields: [field(), field()], tags: field(), card },
        { guid: `fuzz${i}b`, kind: 'basic', fields: ['Front', 'Back'], card: { ...card, type: 1, left: number() } },
      ],
      { crt: i % 2 === 0 ? 1_700_020_800 : Math.floor(number()), schema18: i % 3 === 0 },
    );
    const bytes = fixturePackage({ [i % 3 === 0 ? 'collection.anki21' : 'collection.anki2']: collection }, i);
    packages.push({ label: `apkg with hostile notes ${i}`, name: 'deck.apkg', type: 'application/zip', bytes });
  }
  return packages;
}

const asJson = (url: string, input: unknown): TFuzzCase => ({
  label: 'seed',
  method: 'POST',
  url,
  input,
  payload: JSON.stringify(superjsonBody(input)),
  headers: { 'content-type': 'application/json' },
});

async function upload(
  send: TSend,
  url: string,
  file: { name: string; content: Uint8Array<ArrayBuffer>; type: string },
) {
  const form = await multipartBody({ file, ...(url === '/_api/ai/upload' ? { jurisdictions: 'federal' } : {}) });
  await send(
    { label: 'seed', method: 'POST', url, input: file.name, payload: form.payload, headers: form.headers },
    'admin',
  );
}

/** Rows for the inputs to name, made by the callers given (again after a request deleted one of them). */
export async function seedRows(send: TSend, callers: readonly TCallerKind[]) {
  const post = (url: string, caller: TCallerKind, input: unknown) => send(asJson(url, input), caller);
  if (callers.includes('learner')) {
    await post('/_api/flashcards/add-deck', 'learner', { topic: 'ppe' });
    await post('/_api/flashcards', 'learner', { front: 'Seed front', back: 'Seed back', tags: ['seed'] });
    const quiz = await post('/_api/ai/generate-quiz', 'learner', { type: 'Core', topics: ['ppe'], count: 5 });
    if (quiz.statusCode === 200) {
      const { attemptId, questions } = readBody<{ attemptId: string; questions: unknown[] }>(quiz);
      await post('/_api/quizzes/submit', 'learner', { attemptId, answers: questions.map(() => 'True') });
    }
    await post('/_api/exams/start', 'learner', { blueprintId: fixture.blueprints.national.id });
    await post('/_api/ai/chat', 'learner', { message: 'What does the signal word DANGER mean?' });
    await post('/_api/course/lesson/complete', 'learner', { lessonId: fixture.lessonsOf('ppe')[0]!.id });
  }
  if (callers.includes('admin')) {
    await post('/_api/admin/discount-codes', 'admin', { code: 'FUZZ10', type: 'percentage', value: 10 });
    await post('/_api/glossary', 'admin', { term: 'Fuzz term', definition: 'A term the fuzz created.' });
    await post('/_api/tags', 'admin', { name: 'fuzz-tag', color: '#3b82f6' });
    await upload(send, '/_api/ai/upload', {
      name: 'notes.txt',
      content: new Uint8Array(strToU8('Pesticide drift notes.')),
      type: 'text/plain',
    });
    await upload(send, '/_api/assets', { name: 'pixel.png', content: new Uint8Array(onePixelPng), type: 'image/png' });
  }
  if (callers.includes('student')) {
    await post('/_api/billing/create-checkout-session', 'student', {});
    const message = { name: 'Fuzz', email: 'fuzz@example.test', subject: 'Hello', message: 'A message from the fuzz.' };
    await post('/_api/contact', 'student', message);
  }
}

/**
 * Rows a route needs made just before it: an exam runs for its time limit, and the fuzz moves the clock on an hour
 * per route, so the exam routes get a running one of their own.
 */
export async function seedForRoute(send: TSend, path: string) {
  if (!/^\/_api\/exams\/(answer|flag|submit|session)$/.test(path)) return;
  for (const caller of ['learner', 'admin'] as const) {
    await send(asJson('/_api/exams/start', { blueprintId: fixture.blueprints.national.id }), caller);
  }
}
