import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TEndpointOutput } from '../../../shared/contract/endpoint';
import type { TConversationSummary, TStoredTutorMessage, tutorUsage } from '../../../shared/contract/tutor';
import { tutorConversations, tutorMessages as tutorMessagesTable } from '../../db/schema';
import { readBody } from '../../test/app';
import { cookieFor, createCallers, TEST_PASSWORD } from '../../test/factories';
import { setupTutorApiTests } from './tutor-api-test-setup';

const { db, retrievals, recordAs, learner, chat, ask, get, post } = setupTutorApiTests();
type TUsage = TEndpointOutput<typeof tutorUsage>;

describe('conversations', () => {
  it('continues a conversation, understands a follow-up from it, and keeps every message with its citations', async () => {
    const { user, cookie } = await learner();
    recordAs(user.id);
    const first = await ask(cookie, 'How do I triple rinse pesticide containers?');
    const followUp = await ask(cookie, 'Why is that important?', first.conversationId);
    expect(followUp.conversationId).toBe(first.conversationId);
    expect(followUp.content).toContain('Rinsing is important because residue left in containers can harm people');
    expect(retrievals.at(-1)!.request.query).toBe('Why is that important? How do I triple rinse pesticide containers?');
    // The same words in a new conversation have nothing to follow.
    await ask(cookie, 'Why is that important?');
    expect(retrievals.at(-1)!.request.query).toBe('Why is that important?');

    const list = readBody<{ conversations: TConversationSummary[] }>(await get('/_api/ai/conversations', cookie));
    expect(list.conversations.map((c) => c.title)).toEqual([
      'Why is that important?',
      'How do I triple rinse pesticide containers?',
    ]);
    const stored = readBody<{ messages: TStoredTutorMessage[] }>(
      await get(`/_api/ai/conversation?id=${first.conversationId}`, cookie),
    );
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(stored.messages[1]!.content).toBe(first.content);
    expect(stored.messages[1]!.citations).toEqual(first.citations);
    expect(stored.messages[3]!.citations.length).toBeGreaterThan(0);
  });

  it('never lets another learner read, continue, rate or delete it', async () => {
    const owner = await learner();
    const { conversationId, done } = await ask(owner.cookie, 'How do I triple rinse pesticide containers?');
    const other = await learner();
    const notFound = [
      await get(`/_api/ai/conversation?id=${conversationId}`, other.cookie),
      await chat(other.cookie, { message: 'Why is that important?', conversationId }),
      await post('/_api/ai/conversation/delete', other.cookie, { id: conversationId }),
      await post('/_api/ai/feedback', other.cookie, { messageId: done!.messageId, rating: 'down' }),
      await get('/_api/ai/conversation?id=00000000-0000-4000-8000-000000000000', owner.cookie),
    ];
    for (const response of notFound) expect(response.statusCode).toBe(404);
    expect(
      readBody<{ conversations: unknown[] }>(await get('/_api/ai/conversations', other.cookie)).conversations,
    ).toEqual([]);
    const deleted = await post('/_api/ai/conversation/delete', owner.cookie, { id: conversationId });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/_api/ai/conversation?id=${conversationId}`, owner.cookie)).statusCode).toBe(404);
  });

  it('stores a thumbs up or down with an optional comment on the learner’s own answer', async () => {
    const { cookie } = await learner();
    const { conversationId, done } = await ask(cookie, 'How do I triple rinse pesticide containers?');
    expect((await post('/_api/ai/feedback', cookie, { messageId: done!.messageId, rating: 'up' })).statusCode).toBe(
      200,
    );
    const changed = await post('/_api/ai/feedback', cookie, {
      messageId: done!.messageId,
      rating: 'down',
      comment: 'Too short',
    });
    expect(changed.statusCode).toBe(200);
    const stored = readBody<{ messages: TStoredTutorMessage[] }>(
      await get(`/_api/ai/conversation?id=${conversationId}`, cookie),
    );
    expect(stored.messages.map((m) => m.rating)).toEqual([null, 'down']);
    const onQuestion = await post('/_api/ai/feedback', cookie, { messageId: stored.messages[0]!.id, rating: 'up' });
    expect(onQuestion.statusCode).toBe(404);
  });
});

describe('the learner’s data', () => {
  it('puts conversations, messages and ratings in the export, and erases them with the account', async () => {
    const { user, cookie } = await learner();
    const { conversationId, done } = await ask(cookie, 'How do I triple rinse pesticide containers?');
    await post('/_api/ai/feedback', cookie, { messageId: done!.messageId, rating: 'up', comment: 'Clear' });
    const exported = readBody<{
      tutorConversations: { id: string; messages: { role: string; feedback: unknown }[] }[];
    }>(await post('/_api/settings/export-data', cookie, {}));
    expect(exported.tutorConversations.map((c) => c.id)).toEqual([conversationId]);
    expect(exported.tutorConversations[0]!.messages.map((m) => [m.role, m.feedback])).toEqual([
      ['user', null],
      ['assistant', { rating: 'up', comment: 'Clear' }],
    ]);
    expect((await post('/_api/settings/delete-account', cookie, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await db().select().from(tutorConversations).where(eq(tutorConversations.userId, user.id))).toEqual([]);
    expect(
      await db().select().from(tutorMessagesTable).where(eq(tutorMessagesTable.conversationId, conversationId!)),
    ).toEqual([]);
  });
});

describe('usage for admins', () => {
  it('counts questions, refusals and ratings, and lists the newest ratings with their question and answer', async () => {
    const { student, admin } = await createCallers(db());
    const { cookie } = await learner();
    const { done } = await ask(cookie, 'How do I triple rinse pesticide containers?');
    await post('/_api/ai/feedback', cookie, { messageId: done!.messageId, rating: 'down', comment: 'Needs the steps' });
    expect((await get('/_api/admin/tutor/usage', '')).statusCode).toBe(401);
    expect((await get('/_api/admin/tutor/usage', await cookieFor(db(), student))).statusCode).toBe(403);
    expect((await get('/_api/admin/tutor/usage', cookie)).statusCode).toBe(403);
    const usage = readBody<TUsage>(await get('/_api/admin/tutor/usage', await cookieFor(db(), admin)));
    expect(usage.periods.map((p) => p.days)).toEqual([7, 30]);
    expect(usage.periods[0]!.questions).toBeGreaterThan(0);
    expect(usage.periods[0]!.refusals).toBeGreaterThan(0);
    expect(usage.periods[0]!.thumbsDown).toBeGreaterThan(0);
    expect(usage.recentFeedback[0]).toMatchObject({
      rating: 'down',
      comment: 'Needs the steps',
      question: 'How do I triple rinse pesticide containers?',
      refused: false,
    });
  });
});
