// The tutor's evaluation on documents we did not write (issue 14): the public-domain texts of
// fixtures/public-domain/ are uploaded through the real upload call as an admin, processed by the real document job,
// and then asked the questions of fixtures/public-domain/questions.yaml beside the content pack. A citation is right
// when the file that answers is among the cited ones; an answer is right when it holds the key fact word for word.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import superjson from 'superjson';
import { parse } from 'yaml';
import type { TDatabase } from '../src/server/db/client';
import { knowledgeDocuments } from '../src/server/db/schema';
import { createDocumentWorker } from '../src/server/modules/knowledge-base/document-worker';
import { cookieFor, createUser } from '../src/server/test/factories';
import { percentile } from './retrieval-kit';
import { askTutor, r3 } from './tutor-kit';

const fixtures = path.join(import.meta.dirname, 'fixtures/public-domain');
const silentLog = { info() {}, warn() {}, error() {} };

interface TFixture {
  questions: { file: string; key: string; text: string }[];
  unanswered: string[];
}

/** Uploads every fixture file as an admin (federal material) and runs the document job until all are ready. */
export async function uploadFixtures(db: TDatabase, address: string, files: string[]) {
  const admin = await createUser(db, { role: 'admin' });
  const cookie = await cookieFor(db, admin);
  const ids: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(path.join(fixtures, file))], { type: 'text/plain' }), file);
    form.append('jurisdictions', 'federal');
    const response = await fetch(`${address}/_api/ai/upload`, { method: 'POST', body: form, headers: { cookie } });
    const text = await response.text();
    if (!response.ok) throw new Error(`upload ${file}: ${response.status} ${text}`);
    ids.push(superjson.deserialize<{ upload: { id: string } }>(JSON.parse(text)).upload.id);
  }
  await createDocumentWorker({ db, log: silentLog }).runOnce();
  const rows = await db.select().from(knowledgeDocuments).where(inArray(knowledgeDocuments.id, ids));
  const notReady = rows.filter((row) => row.status !== 'ready');
  if (notReady.length > 0 || rows.length !== files.length) {
    throw new Error(`documents not ready: ${notReady.map((row) => `${row.filename} ${row.status}`).join(', ')}`);
  }
}

export async function evaluateDocuments(db: TDatabase, address: string) {
  const fixture = parse(readFileSync(path.join(fixtures, 'questions.yaml'), 'utf8')) as TFixture;
  const files = [...new Set(fixture.questions.map((q) => q.file))];
  await uploadFixtures(db, address, files);

  const states = ['national'];
  let cited = 0;
  let keyed = 0;
  let answered = 0;
  let outside = 0;
  let refusedRight = 0;
  const latencies: number[] = [];
  const misses: string[] = [];
  for (const question of fixture.questions) {
    const reply = await askTutor(db, address, question.text, states);
    if (reply.firstContentMs !== null) latencies.push(reply.firstContentMs);
    outside += reply.outside;
    if (reply.refused) {
      misses.push(`refused (${question.file}): ${question.text}`);
      continue;
    }
    answered += 1;
    if (reply.citations.some((c) => c.filename === question.file)) cited += 1;
    else misses.push(`citation (${question.file}): ${question.text}`);
    if (reply.content.toLowerCase().includes(question.key.toLowerCase())) keyed += 1;
    else misses.push(`key "${question.key}": ${question.text}`);
  }
  for (const text of fixture.unanswered) {
    const reply = await askTutor(db, address, text, states);
    if (reply.firstContentMs !== null) latencies.push(reply.firstContentMs);
    if (reply.refused && reply.citations.length === 0) refusedRight += 1;
    else misses.push(`answered, not covered: ${text}`);
  }
  latencies.sort((a, b) => a - b);
  const summary = {
    documents: files.length,
    questions: fixture.questions.length,
    unansweredQuestions: fixture.unanswered.length,
    answered,
    citationsRight: r3(cited / fixture.questions.length),
    answerKeyPresent: r3(keyed / fixture.questions.length),
    refusalsRight: r3(refusedRight / fixture.unanswered.length),
    citationsOutsideJurisdictions: outside,
    firstContentMs: { p50: r3(percentile(latencies, 0.5)), p95: r3(percentile(latencies, 0.95)) },
  };
  return { summary, misses };
}
