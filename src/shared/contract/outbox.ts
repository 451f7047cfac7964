import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageQueryFields } from './pagination';

export const ZOutboxMail = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  fromName: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

/** Every mail the platform sent or will send; with no mail server this is where mail is read. */
export const listOutbox = endpoint({
  method: 'GET',
  path: '/_api/admin/outbox',
  access: 'admin',
  input: z.strictObject({
    ...pageQueryFields(20),
    search: z.string().trim().max(200).optional(),
  }),
  response: z.object({ mails: z.array(ZOutboxMail), total: z.number().int() }),
  encoding: 'superjson',
  fallbackError: 'Failed to fetch the outbox',
});
