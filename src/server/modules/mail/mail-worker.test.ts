import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { createOutboxTransport } from '../../providers/mail/outbox-transport';
import { createSmtpTransport } from '../../providers/mail/smtp-transport';
import { readBody, setupTestApp } from '../../test/app';
import { cookieFor, createUser } from '../../test/factories';
import { enqueueMail } from './mail.service';
import { createMailWorker, retryDelayMs } from './mail-worker';

const ctx = setupTestApp();
const silentLog = { info() {}, warn() {}, error() {} };

/** A real SMTP server on 127.0.0.1 that refuses with a temporary error while `failing` is true. */
function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { failing: true, refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (state.failing) {
          state.refusals++;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return { server, received, state };
}

const smtp = startSmtpServer();
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

describe('durable mail delivery', () => {
  it('delivers once through SMTP after a temporary failure clears, losing nothing', async () => {
    await enqueueMail(ctx.database.db, new Date(), {
      kind: 'test',
      to: 'learner@example.test',
      subject: 'Your study plan',
      text: 'Read the label first.',
    });
    const transport = createSmtpTransport({
      url: smtpUrl,
      fromAddress: 'no-reply@prep.test',
      messageIdDomain: 'prep.test',
    });
    const worker = createMailWorker({ db: ctx.database.db, transport, log: silentLog, retryBaseMs: 60_000 });

    const start = new Date();
    expect(await worker.runOnce(start)).toBe(0);
    expect(smtp.state.refusals).toBe(1);
    const [afterFailure] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'test'));
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure!.lastError).toContain('Mailbox busy');
    expect(afterFailure!.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);

    // Not due yet: a second run before the backoff sends nothing.
    expect(await worker.runOnce(new Date(start.getTime() + 1000))).toBe(0);
    expect(smtp.state.refusals).toBe(1);

    smtp.state.failing = false;
    const later = new Date(start.getTime() + 61_000);
    expect(await worker.runOnce(later)).toBe(1);
    expect(await worker.runOnce(new Date(later.getTime() + 3_600_000))).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['learner@example.test']);
    expect(smtp.received[0]!.raw).toContain('Subject: Your study plan');
    expect(smtp.received[0]!.raw).toContain(`Message-ID: <${afterFailure!.id}@prep.test>`);
    const [sent] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'test'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, deliveredBy: 'smtp', lastError: null });
    await transport.close();
  });

  it('keeps mail in the outbox when no mail server is configured', async () => {
    await enqueueMail(ctx.database.db, new Date(), {
      kind: 'outbox-test',
      to: 'a@example.test',
      subject: 'Hello',
      text: 'Body',
    });
    const logged: unknown[] = [];
    const transport = createOutboxTransport({ info: (entry: unknown) => logged.push(entry) } as never);
    const worker = createMailWorker({ db: ctx.database.db, transport, log: silentLog });
    expect(await worker.runOnce()).toBe(1);
    const [row] = await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.kind, 'outbox-test'));
    expect(row).toMatchObject({ status: 'sent', deliveredBy: 'outbox', textBody: 'Body' });
    expect(JSON.stringify(logged)).not.toContain('Body');
  });

  it('does not let a second worker take a mail another worker has claimed', async () => {
    await enqueueMail(ctx.database.db, new Date(), {
      kind: 'claim-test',
      to: 'b@example.test',
      subject: 'S',
      text: 'T',
    });
    const slow: string[] = [];
    const fast: string[] = [];
    const transportThat = (into: string[], waitMs: number) => ({
      name: 'outbox' as const,
      async deliver(mail: { subject: string; id: string }) {
        into.push(mail.id);
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      },
      async close() {},
    });
    const first = createMailWorker({ db: ctx.database.db, transport: transportThat(slow, 200), log: silentLog });
    const second = createMailWorker({ db: ctx.database.db, transport: transportThat(fast, 0), log: silentLog });
    const running = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await second.runOnce();
    await running;
    expect(slow.length + fast.length).toBe(1);
  });

  it('gives up after the last attempt and doubles the delay up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 1000)).toBe(3_600_000);
  });
});

describe('admin outbox', () => {
  it('shows admins every mail with its body, newest first, searchable by recipient', async () => {
    await enqueueMail(ctx.database.db, new Date(), {
      kind: 'k',
      to: 'findme@example.test',
      subject: 'Link inside',
      text: 'BODY',
    });
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/_api/admin/outbox?search=findme',
      headers: { cookie: await cookieFor(ctx.database.db, admin) },
    });
    const body = readBody<{ mails: { to: string; text: string }[]; total: number }>(response);
    expect(body.total).toBe(1);
    expect(body.mails[0]).toMatchObject({ to: 'findme@example.test', text: 'BODY' });
  });
});
