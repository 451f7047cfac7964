import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TTutorEvent } from '../../../shared/contract/tutor';
import type { TDatabase } from '../../db/client';
import { knowledgeChunks, knowledgeDocuments, storedFiles, type TKnowledgeChunkSource } from '../../db/schema';

/** The chat's wire format read back (spec 7): `data: {json}` lines separated by blank lines. */
export function readEvents(response: LightMyRequestResponse): TTutorEvent[] {
  return response.body
    .split('\n\n')
    .filter((block) => block.length > 0)
    .map((block) => {
      if (!block.startsWith('data: ')) throw new Error(`not an event line: ${JSON.stringify(block)}`);
      return JSON.parse(block.slice('data: '.length)) as TTutorEvent;
    });
}

/** The events of one reply, gathered the way the screen gathers them. */
export function replyOf(events: TTutorEvent[]) {
  const pick = <K extends string>(key: K) =>
    events.filter((event): event is Extract<TTutorEvent, Record<K, unknown>> => key in event);
  return {
    conversationId: pick('conversationId')[0]?.conversationId,
    content: pick('content')
      .map((event) => event.content)
      .join(''),
    citations: pick('citations')[0]?.citations ?? [],
    related: pick('related')[0]?.related ?? [],
    done: pick('done')[0]?.done,
    error: pick('error')[0]?.error,
  };
}

/** One message to the tutor through the real chat call, as a signed-in learner; the reply gathered. */
export async function askTutorAs(app: FastifyInstance, cookie: string, message: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/_api/ai/chat',
    headers: { cookie },
    payload: { message },
  });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return replyOf(readEvents(response));
}

interface TChunkFields {
  source?: TKnowledgeChunkSource;
  heading?: string;
  body: string;
  jurisdictions: string[];
  sourceId?: string;
  sectionId?: string;
  documentId?: string;
  pageStart?: number;
}

/** A passage straight into the search index (as the indexers would write it). */
export async function insertChunk(db: TDatabase, fields: TChunkFields) {
  const [chunk] = await db
    .insert(knowledgeChunks)
    .values({ source: 'lesson', heading: '', ...fields, pageEnd: fields.pageStart })
    .returning();
  return chunk!;
}

/** An uploaded document (ready) with one passage per page. */
export async function insertDocument(db: TDatabase, filename: string, jurisdictions: string[], pages: string[]) {
  const bytes = Buffer.from(pages.join('\n\n'));
  const sha256 = createHash('sha256').update(bytes).update(randomUUID()).digest('hex');
  const [file] = await db
    .insert(storedFiles)
    .values({ mimeType: 'text/plain', size: bytes.length, sha256, bytes })
    .returning();
  const [document] = await db
    .insert(knowledgeDocuments)
    .values({
      filename,
      fileType: 'text/plain',
      fileSize: bytes.length,
      sha256,
      fileId: file!.id,
      jurisdictions,
      status: 'ready',
    })
    .returning();
  const chunks = [];
  for (const [index, body] of pages.entries()) {
    chunks.push(
      await insertChunk(db, {
        source: 'document',
        documentId: document!.id,
        heading: filename,
        body,
        jurisdictions,
        pageStart: index + 1,
      }),
    );
  }
  return { document: document!, chunks };
}

const unrelatedTopics = [
  'Calibrate a boom sprayer by timing the output of each nozzle over one minute.',
  'Integrated pest management combines monitoring, thresholds and several control methods.',
  'Drift is the movement of spray droplets away from the target site during application.',
  'Groundwater contamination risk rises with sandy soils and shallow water tables.',
  'Fumigants are gases that penetrate stored commodities and structures.',
  'Bees are harmed by insecticides applied to blooming crops during foraging hours.',
  'A spill kit holds absorbent material, a shovel, bags and protective equipment.',
  'Herbicide resistance develops when one mode of action is used season after season.',
  'Treated seed must never be used for food or feed and keeps its dye as a warning.',
  'Aerial applicators plan swath width and flight height to match the nozzle setup.',
  'Rodenticide bait stations keep children and pets away from the bait.',
  'Wettable powders need constant agitation in the tank to stay suspended.',
];

/** Ordinary study passages on other subjects: a search index of a realistic mix, as ranking expects. */
export async function insertUnrelatedPassages(db: TDatabase) {
  for (const [index, body] of unrelatedTopics.entries()) {
    await insertChunk(db, {
      heading: `Other Lesson ${index} › Part`,
      sourceId: `other-${index}`,
      body,
      jurisdictions: ['federal'],
    });
  }
}
