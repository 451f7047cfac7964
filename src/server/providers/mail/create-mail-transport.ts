import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { TMailTransport } from './mail-transport';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** SMTP when MAIL_URL is set, otherwise the database outbox. */
export function createMailTransport(config: TConfig, log: FastifyBaseLogger): TMailTransport {
  if (!config.MAIL_URL) return createOutboxTransport(log);
  return createSmtpTransport({
    url: config.MAIL_URL,
    fromAddress: config.MAIL_FROM,
    messageIdDomain: new URL(config.PUBLIC_URL).hostname,
  });
}
