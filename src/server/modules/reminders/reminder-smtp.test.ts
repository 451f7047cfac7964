import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../providers/mail/smtp-transport';
import { setupTestApp } from '../../test/app';
import { createMailWorker } from '../mail/mail-worker';
import { createReminderLearner, silentLog } from './reminder-test-helpers';
import { createReminderWorker } from './reminder-worker';
import { userIdFromToken } from './unsubscribe-token';

const ctx = setupTestApp();
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push(raw);
      callback();
    });
  },
});
let smtpUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** A header's value as a mail reader sees it: folded lines joined (RFC 5322 unfolding). */
function header(raw: string, name: string) {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe('a reminder through nodemailer and a real SMTP server', () => {
  it('arrives once with its one-click unsubscribe headers intact', async () => {
    const db = ctx.database.db;
    const learner = await createReminderLearner(db, {
      timezone: 'America/Phoenix',
      preferences: { reminderHour: 6 },
      dueAt: [new Date('2026-07-01T00:00:00Z')],
    });
    const reminders = createReminderWorker({ db, publicOrigin: 'https://prep.example', log: silentLog });
    // 06:00 in Phoenix (MST all year, UTC-7).
    expect(await reminders.runOnce(new Date('2026-07-15T13:00:00Z'))).toBe(1);

    const transport = createSmtpTransport({ url: smtpUrl, fromAddress: 'no-reply@prep.test', messageIdDomain: 'x' });
    const mail = createMailWorker({ db, transport, log: silentLog });
    // The outbox stamps mails with the real clock, so its worker runs on the real clock too.
    expect(await mail.runOnce()).toBe(1);
    await transport.close();

    expect(received).toHaveLength(1);
    const raw = received[0]!;
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(raw, 'List-Unsubscribe');
    const match = /^<https:\/\/prep\.example\/_api\/reminders\/one-click-unsubscribe\?token=([^>\s]+)>$/.exec(
      listUnsubscribe ?? '',
    );
    expect(match, listUnsubscribe).not.toBeNull();
    expect(await userIdFromToken(db, decodeURIComponent(match![1]!))).toBe(learner.id);
    expect(header(raw, 'Subject')).toBe('1 flashcard due for review today');
  });
});
