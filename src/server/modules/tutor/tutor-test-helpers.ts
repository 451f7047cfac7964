import { createHash, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
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
