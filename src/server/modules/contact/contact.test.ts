import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TContactMessage } from '../../../shared/contract/contact';
import { contactMessages as texts } from '../../../shared/domain/contact';
import { rateLimits } from '../../../shared/domain/limits';
import { contactMessages, mailMessages } from '../../db/schema';
import { readBody, setupTestApp, superjsonBody } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';

const ctx = setupTestApp();

const valid = { name: 'Ray Grower', email: 'ray@example.test', subject: 'Refund', message: 'I would like a refund.' };
const submit = (payload: unknown, remoteAddress = '10.5.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/_api/contact', payload: superjsonBody(payload), remoteAddress });

describe('contact form', () => {
  it('stores the message as new and queues an acknowledgement and an admin notification together', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin', email: 'inbox-admin@example.test' });
    const response = await submit(valid);
    expect(response.statusCode).toBe(200);
    expect(readBody(response)).toEqual({ success: true, message: texts.sentDescription });

    const [stored] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(stored).toMatchObject({ status: 'new', subject: 'Refund', userId: null });
    const mails = await ctx.database.db.select().from(mailMessages);
    expect(mails.find((m) => m.kind === 'contact-acknowledgement')?.toAddress).toBe(valid.email);
    expect(mails.find((m) => m.kind === 'contact-notification')?.toAddress).toBe(admin.email);
  });

  it('acknowledges without quoting a word the visitor wrote, so the form cannot relay their text', async () => {
    const written = {
      name: 'Claim Your Prize Now',
      email: 'victim@example.test',
      subject: 'You won a free tractor',
      message: 'Visit https://phish.example.test to collect your winnings today.',
    };
    expect((await submit(written, '10.5.0.9')).statusCode).toBe(200);
    const [ack] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, written.email));
    expect(ack?.kind).toBe('contact-acknowledgement');
    for (const text of [written.name, written.subject, written.message, 'phish.example.test']) {
      expect(ack!.subject).not.toContain(text);
      expect(ack!.textBody).not.toContain(text);
    }
  });

  it('answers each invalid field with the spec text', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: ' ' }, texts.nameRequired],
      [{ email: 'not-an-email' }, texts.invalidEmail],
      [{ subject: '' }, texts.subjectRequired],
      [{ message: 'too short' }, texts.messageTooShort],
    ];
    for (const [change, message] of cases) {
      const response = await submit({ ...valid, ...change }, '10.5.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect((await submit({ ...valid, extra: 1 }, '10.5.0.2')).statusCode).toBe(400);
  });

  it('limits submissions per address', async () => {
    let last = 0;
    for (let i = 0; i <= rateLimits.contactPerIp.limit; i++) last = (await submit(valid, '10.5.0.3')).statusCode;
    expect(last).toBe(429);
  });
});

describe('contact inbox', () => {
  it('lets an admin search, filter, page and resolve messages with notes', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const cookie = await cookieFor(ctx.database.db, admin);
    await submit({ ...valid, name: 'Unique Searchname', subject: 'Calibration question' }, '10.5.0.4');
    const list = async (query: string) =>
      readBody<{ messages: TContactMessage[]; totalCount: number }>(
        await ctx.app.inject({ method: 'GET', url: `/_api/admin/contact?${query}`, headers: { cookie } }),
      );

    const found = await list('search=searchname');
    expect(found.totalCount).toBe(1);
    const message = found.messages[0]!;
    expect(message.createdAt).toBeInstanceOf(Date);

    const updated = await ctx.app.inject({
      method: 'POST',
      url: '/_api/admin/contact/update',
      headers: { cookie },
      payload: superjsonBody({ id: message.id, status: 'resolved', adminNotes: 'Answered by phone.' }),
    });
    expect(readBody(updated)).toMatchObject({ status: 'resolved', adminNotes: 'Answered by phone.' });
    expect((await list('status=resolved')).messages.map((m) => m.id)).toContain(message.id);
    expect((await list('status=new')).messages.map((m) => m.id)).not.toContain(message.id);

    const paged = await list('limit=1&page=2');
    expect(paged.messages).toHaveLength(1);
    expect(paged.totalCount).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown message and 400 for a bad status', async () => {
    const cookie = await cookieFor(ctx.database.db, await createUser(ctx.database.db, { role: 'admin' }));
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/_api/admin/contact/update', headers: { cookie }, payload });
    expect((await post({ id: 999999, status: 'resolved' })).statusCode).toBe(404);
    expect((await post({ id: 1, status: 'archived' })).statusCode).toBe(400);
    // Beyond PostgreSQL's integer: no such row, and no database error either.
    expect((await post({ id: 99_999_999_999_999, status: 'resolved' })).statusCode).toBe(400);
    const badQuery = await ctx.app.inject({ method: 'GET', url: '/_api/admin/contact?page=0', headers: { cookie } });
    expect(badQuery.statusCode).toBe(400);
  });
});
