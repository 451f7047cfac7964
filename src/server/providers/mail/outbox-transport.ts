import type { FastifyBaseLogger } from 'fastify';
import type { TMailTransport } from './mail-transport';

/**
 * The default with no mail server: the mail stays in the database, where admins read it on the outbox page, and the
 * log says that it arrived. The log names the mail, never its body, which may hold a one-time link.
 */
export function createOutboxTransport(log: Pick<FastifyBaseLogger, 'info'>): TMailTransport {
  return {
    name: 'outbox',
    async deliver(mail) {
      log.info({ mailId: mail.id, subject: mail.subject }, 'mail stored in the outbox (no MAIL_URL configured)');
    },
    async close() {},
  };
}
