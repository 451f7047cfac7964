import { describe, expect, it } from 'vitest';
import type { TExamSession } from '../../../shared/contract/quizzes';
import { serverMessages } from '../../../shared/domain/messages';
import { smallTalkTexts } from '../../../shared/domain/tutor-small-talk';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { loadContentPack } from '../../content/load-content-pack';
import { readBody } from '../../test/app';
import { cookieFor, createCallers } from '../../test/factories';
import { fixture } from '../../test/fixture-pack';
import { acquireReplyLock } from './reply-lock';
import { setupTutorApiTests } from './tutor-api-test-setup';
import { insertChunk, readEvents, replyOf } from './tutor-test-helpers';

const { ctx, db, retrievals, recordAs, learner, chat, ask, get, post } = setupTutorApiTests();

describe('access to the tutor', () => {
  it('answers 401 to the anonymous and 403 to a student without a purchase, on every tutor call', async () => {
    const { student } = await createCallers(db());
    const studentCookie = await cookieFor(db(), student);
    const calls = [
      { method: 'POST', url: '/_api/ai/chat', payload: { message: 'What is an RUP?' } },
      { method: 'GET', url: '/_api/ai/conversations' },
      { method: 'GET', url: '/_api/ai/conversation?id=00000000-0000-4000-8000-000000000000' },
      { method: 'POST', url: '/_api/ai/conversation/delete', payload: { id: '00000000-0000-4000-8000-000000000000' } },
      { method: 'GET', url: '/_api/ai/passage?chunkId=00000000-0000-4000-8000-000000000000' },
      {
        method: 'POST',
        url: '/_api/ai/feedback',
        payload: { messageId: '00000000-0000-4000-8000-000000000000', rating: 'up' },
      },
    ] as const;
    for (const call of calls) {
      const anonymous = await ctx.app.inject({ ...call, payload: 'payload' in call ? call.payload : undefined });
      expect(anonymous.statusCode, call.url).toBe(401);
      const wall = await ctx.app.inject({
        ...call,
        payload: 'payload' in call ? call.payload : undefined,
        headers: { cookie: studentCookie },
      });
      expect(wall.statusCode, call.url).toBe(403);
      expect(wall.json().error).toBe(serverMessages.purchaseRequired);
    }
  });
});

describe('the chat stream', () => {
  it('sends the conversation id, the answer in pieces, its citations and the stored answer id, as data lines', async () => {
    const { cookie } = await learner();
    const response = await chat(cookie, { message: 'How do I triple rinse pesticide containers?' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    // The answer is the learner's own: no cache, shared or private, may store it.
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    expect(response.body).toMatch(/^data: \{"conversationId":"[0-9a-f-]{36}"\}\n\n/);
    const events = readEvents(response);
    expect(events.filter((event) => 'content' in event).length).toBeGreaterThan(2);
    const reply = replyOf(events);
    // The answering sentence leads, then the passages under their heading (issue 26).
    expect(reply.content.split('\n\n')[1]).toBe(tutorMessages.offlineIntro);
    expect(reply.content).toMatch(/\n- Triple rinse pesticide containers immediately after emptying them\. .* \[1\]\n/);
    expect(reply.citations).toEqual([
      expect.objectContaining({
        number: 1,
        filename: 'Container Management',
        title: 'Container Management › Rinsing',
        section: 'Rinsing',
        url: '/course/lessons/container-management#rinsing',
      }),
    ]);
    expect(reply.done).toEqual({ messageId: expect.any(String), refused: false });
    expect(Object.keys(events.at(-1)!)).toEqual(['done']);
  });

  it('refuses an empty or whitespace message with the spec text, and a too long one, before any stream', async () => {
    const { cookie } = await learner();
    for (const message of ['', '   ']) {
      const response = await chat(cookie, { message });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Message cannot be empty');
    }
    expect((await chat(cookie, {})).json().error).toBe('Message cannot be empty');
    const long = await chat(cookie, { message: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(tutorMessages.messageTooLong);
    expect((await chat(cookie, { message: 'hi', conversationId: 'nope' })).statusCode).toBe(400);
  });

  it('gives the glossary definition first for "what is X"', async () => {
    const { cookie } = await learner();
    const reply = await ask(cookie, 'What is an RUP?');
    expect(reply.content).toContain('**Restricted Use Pesticide (RUP)** (glossary): A pesticide that may be sold');
    expect(reply.citations[0]).toMatchObject({ filename: 'Glossary', title: 'Restricted Use Pesticide (RUP)' });
  });
});

describe('grounded or nothing', () => {
  it('says the material does not cover a question it does not, cites nothing, and stores the refusal', async () => {
    const { cookie } = await learner();
    const reply = await ask(cookie, 'What is the capital city of Mongolia?');
    // It names what the material does not cover (issue 26); a question naming nothing gets the general refusal.
    expect(reply.content).toBe(tutorMessages.notInMaterial(['Mongolia']));
    expect((await ask(cookie, 'Who won the football world cup in 1998?')).content).toBe(tutorMessages.notCovered);
    expect(reply.citations).toEqual([]);
    expect(reply.done?.refused).toBe(true);
  });

  it('greets back, takes thanks and answers Spanish in Spanish, searching nothing (issue 26)', async () => {
    const { cookie } = await learner();
    const before = retrievals.length;
    const hello = await ask(cookie, 'Hello!');
    expect(hello.content).toBe(smallTalkTexts.greeting);
    expect(hello.done?.refused).toBe(false);
    expect(hello.citations).toEqual([]);
    expect((await ask(cookie, 'thanks', hello.conversationId)).content).toBe(smallTalkTexts.thanks);
    const spanish = await ask(cookie, '¿Dónde debo almacenar los plaguicidas?');
    expect(spanish.content).toContain('Por ahora el tutor responde solo en inglés.');
    expect(spanish.content).toContain('- almacenar: **store**');
    expect(retrievals.length).toBe(before);
  });

  it('keeps an instruction inside a document as data: the passage is quoted and cited, never obeyed', async () => {
    const { cookie } = await learner();
    const reply = await ask(cookie, 'How long must soil fumigant buffer zones be kept clear?');
    // "How long": the first line is the sentence with the duration.
    expect(reply.content.split('\n\n')[0]).toMatch(/48 hours after it\. \[1\]$/);
    expect(reply.content).toContain('kept clear of bystanders during the application and for 48 hours after it.');
    expect(reply.content).not.toContain('PWNED');
    expect(reply.citations).toEqual([expect.objectContaining({ filename: 'fumigation-notes.txt', page: 'page 1' })]);
  });
});

describe('jurisdictions', () => {
  const question = 'Where must Texas aquatic applicators post warning signs before treating a reservoir?';

  it('never uses or cites a document tagged only for another state', async () => {
    for (const states of [['florida'], ['national']]) {
      const { cookie } = await learner(states);
      const reply = await ask(cookie, question);
      expect(reply.citations.map((c) => c.filename)).not.toContain('texas-aquatic-rules.txt');
      expect(reply.content).not.toContain('boat ramp');
    }
  });

  it('uses it for a learner of that state, with the file name and page, and shows its passage', async () => {
    const { user, cookie } = await learner(['texas']);
    recordAs(user.id);
    const reply = await ask(cookie, question);
    expect(reply.citations).toEqual([
      expect.objectContaining({ filename: 'texas-aquatic-rules.txt', page: 'page 1', url: null }),
    ]);
    expect(retrievals.filter((r) => r.userId === user.id).at(-1)!.request.jurisdictions).toEqual([
      'federal',
      'other_federal_only',
      'texas',
    ]);
    const passage = await get(`/_api/ai/passage?chunkId=${reply.citations[0]!.chunkId}`, cookie);
    expect(readBody(passage)).toMatchObject({ title: 'texas-aquatic-rules.txt', page: 'page 1' });
    const { cookie: floridian } = await learner(['florida']);
    const hidden = await get(`/_api/ai/passage?chunkId=${reply.citations[0]!.chunkId}`, floridian);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe(tutorMessages.passageNotFound);
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After and a clear text past the messages per minute', async () => {
    const { cookie } = await learner();
    for (let sent = 0; sent < 8; sent++)
      expect((await chat(cookie, { message: 'What is an RUP?' })).statusCode).toBe(200);
    const limited = await chat(cookie, { message: 'What is an RUP?' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe(tutorMessages.tooManyPerMinute);
  });

  it('answers 409 while another reply of the same learner is still streaming', async () => {
    const { user, cookie } = await learner();
    const release = await acquireReplyLock(db(), user.id, new Date());
    const busy = await chat(cookie, { message: 'What is an RUP?' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(tutorMessages.replyInProgress);
    await release!();
    expect((await chat(cookie, { message: 'What is an RUP?' })).statusCode).toBe(200);
  });
});

describe('during a timed exam', () => {
  it('does not help with the running exam’s questions and keeps their explanations out of retrieval', async () => {
    await loadContentPack(db(), fixture.pack, new Date());
    const { user, cookie } = await learner();
    recordAs(user.id);
    const started = await post('/_api/exams/start', cookie, { blueprintId: fixture.blueprints.national.id });
    expect(started.statusCode).toBe(200);
    const exam = readBody<TExamSession>(started);
    const question = exam.questions[0]!.questionText;
    const reply = await ask(cookie, `Can you help me with this: ${question}`);
    expect(reply.content).toBe(tutorMessages.examRunning);
    expect(reply.citations).toEqual([]);

    await ask(cookie, 'How do I triple rinse pesticide containers?');
    const excluded = retrievals.filter((r) => r.userId === user.id).at(-1)!.request.excludeQuestionIds!;
    expect(excluded.length).toBe(exam.questions.length);

    // A question's passage carries its answer: the passage call refuses it while that question is in the exam.
    const inExam = await insertChunk(db(), {
      source: 'question',
      sourceId: excluded[0]!,
      heading: question,
      body: 'Explanation. Answer: the key.',
      jurisdictions: ['federal'],
    });
    const elsewhere = await insertChunk(db(), {
      source: 'question',
      sourceId: 'not-in-this-exam',
      heading: 'Another question',
      body: 'Explanation. Answer: another key.',
      jurisdictions: ['federal'],
    });
    expect((await get(`/_api/ai/passage?chunkId=${inExam.id}`, cookie)).statusCode).toBe(404);
    expect((await get(`/_api/ai/passage?chunkId=${elsewhere.id}`, cookie)).statusCode).toBe(200);
  });
});
