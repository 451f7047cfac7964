// What the tutor's evaluations share: a learner per question, and one question asked through the real chat call
// (HTTP, streamed), with what came back and whether anything cited lies outside the learner's jurisdictions.
import { inArray } from 'drizzle-orm';
import type { TDatabase } from '../src/server/db/client';
import { knowledgeChunks, users } from '../src/server/db/schema';
import { learnerJurisdictions } from '../src/server/modules/tutor/tutor-jurisdictions';
import { cookieFor, createUser } from '../src/server/test/factories';
import type { TTutorEvent } from '../src/shared/contract/tutor';

/** A learner of the material's states (rate limits count per learner, so each question has its own). */
export async function learnerFor(db: TDatabase, states: string[]) {
  const user = await createUser(db, { purchaseStatus: 'completed' });
  const learnerStates = states.filter((state) => ['texas', 'florida', 'california'].includes(state));
  await db
    .update(users)
    .set({ states: learnerStates.length > 0 ? learnerStates : ['national'] })
    .where(inArray(users.id, [user.id]));
  return { cookie: await cookieFor(db, user), jurisdictions: learnerJurisdictions(learnerStates) };
}

export interface TTutorReply {
  content: string;
  citations: Extract<TTutorEvent, { citations: unknown }>['citations'];
  refused: boolean;
  firstContentMs: number | null;
  /** Cited passages none of whose jurisdictions is the learner's. */
  outside: number;
}

export async function askTutor(db: TDatabase, address: string, text: string, states: string[]): Promise<TTutorReply> {
  const { cookie, jurisdictions } = await learnerFor(db, states);
  const started = performance.now();
  const response = await fetch(`${address}/_api/ai/chat`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ message: text }),
  });
  let firstContentMs: number | null = null;
  let raw = '';
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    raw += decoder.decode(value, { stream: true });
    if (firstContentMs === null && raw.includes('{"content"')) firstContentMs = performance.now() - started;
  }
  const events = raw
    .split('\n\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line.slice(6)) as TTutorEvent);
  const content = events.flatMap((e) => ('content' in e ? [e.content] : [])).join('');
  const citations = events.flatMap((e) => ('citations' in e ? e.citations : []));
  const refused = events.some((e) => 'done' in e && e.done.refused);
  const cited = citations.length
    ? await db
        .select({ jurisdictions: knowledgeChunks.jurisdictions })
        .from(knowledgeChunks)
        .where(
          inArray(
            knowledgeChunks.id,
            citations.map((c) => c.chunkId),
          ),
        )
    : [];
  const outside = cited.filter((chunk) => !chunk.jurisdictions.some((j) => jurisdictions.includes(j))).length;
  return { content, citations, refused, firstContentMs, outside };
}

export const r3 = (x: number) => Math.round(x * 1000) / 1000;
