import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../../db/client';
import type { TMailTransport } from '../../providers/mail/mail-transport';
import { startPasswordResetWorker } from '../auth/password-reset.service';
import { createDocumentWorker } from '../knowledge-base/document-worker';
import { createMailWorker } from '../mail/mail-worker';
import { startMaintenance } from '../maintenance/maintenance-worker';
import { createReminderWorker } from '../reminders/reminder-worker';

// Every background worker main.ts starts, with its own interval, against a database that refuses every query: ten
// minutes of outage are one error line per worker, not one per poll. Time is Vitest's fake clock; nothing waits.
const unreachable = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    },
  },
) as unknown as TDatabase;
const clock = { now: () => new Date() };
const transport = { name: 'outbox', send: async () => undefined, close: async () => undefined };

function countingLog() {
  const errors: unknown[] = [];
  const log = {
    info() {},
    warn() {},
    error(details: unknown, message?: string) {
      errors.push(message ?? details);
    },
  };
  return { errors, log };
}
type TLog = ReturnType<typeof countingLog>['log'];

const workers = {
  mail: (log: TLog) => {
    const worker = createMailWorker({ db: unreachable, transport: transport as unknown as TMailTransport, log, clock });
    worker.start();
    return () => worker.stop();
  },
  documents: (log: TLog) => {
    const worker = createDocumentWorker({ db: unreachable, log, clock });
    worker.start();
    return () => worker.stop();
  },
  reminders: (log: TLog) => {
    const worker = createReminderWorker({ db: unreachable, publicOrigin: 'https://prep.example', log, clock });
    worker.start();
    return () => worker.stop();
  },
  maintenance: (log: TLog) => startMaintenance(unreachable, log, clock),
  'password resets': (log: TLog) => startPasswordResetWorker(unreachable, 'https://prep.example', log, clock),
};

describe('background workers while the database is down', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(Object.entries(workers))('the %s worker logs the outage once in ten minutes', async (_name, start) => {
    const { errors, log } = countingLog();
    const stop = start(log);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await stop();
    expect(errors).toHaveLength(1);
  });
});
