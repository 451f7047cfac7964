import { afterAll, describe, expect, it } from 'vitest';
import { flashcardMessages } from '../../shared/domain/flashcards';
import { fileReadingTexts } from '../../shared/domain/upload-texts';
import { HttpError } from '../http-error';
import { fixtureCollection, fixturePackage } from '../modules/flashcards/anki/anki-fixtures';
import { closeSandbox, runSandboxed, runSandboxedForRequest, SandboxError } from './sandbox';

afterAll(() => closeSandbox());

const csv = (rows: number) => `front,back\n${'a question,an answer\n'.repeat(rows)}`;

describe('the sandbox pool', () => {
  it("runs a task in a thread and brings back its value, or the task's own 4xx", async () => {
    expect(await runSandboxed('parseDeckFile', { format: 'csv', content: csv(2) }, 'request')).toHaveLength(2);
    const refused = runSandboxed('readAnkiPackage', new Uint8Array([1, 2, 3]), 'request');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, message: flashcardMessages.packageNotZip });
  });

  it('ends a task at its deadline as a SandboxError (a CSV parse, an .apkg read in sql.js), and the next task still runs', async () => {
    const javascript = runSandboxed('parseDeckFile', { format: 'csv', content: csv(200_000) }, 1);
    await expect(javascript).rejects.toBeInstanceOf(SandboxError);
    await expect(javascript).rejects.toMatchObject({ reason: 'deadline', message: fileReadingTexts.deadline });

    const notes = Array.from({ length: 3000 }, (_, i) => ({
      guid: `g${i}`,
      kind: 'basic' as const,
      fields: [`q${i}`, 'a'],
    }));
    const apkg = fixturePackage({ 'collection.anki2': await fixtureCollection(notes, { crt: 1_700_020_800 }) });
    await expect(runSandboxed('readAnkiPackage', apkg, 1)).rejects.toMatchObject({ reason: 'deadline' });

    expect(await runSandboxed('parseDeckFile', { format: 'csv', content: csv(1) }, 'request')).toHaveLength(1);
  });

  it('answers a request 400 for the file it could not read, with the reason', async () => {
    const request = runSandboxedForRequest('parseDeckFile', { format: 'csv', content: csv(200_000) }, 1);
    await expect(request).rejects.toMatchObject({ statusCode: 400, message: fileReadingTexts.deadline });
    expect(new SandboxError('busy').toHttp()).toMatchObject({ statusCode: 503, headers: { 'retry-after': '30' } });
  });
});
