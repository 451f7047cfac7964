import type { FastifyInstance } from 'fastify';
import { listContactMessages, submitContact, updateContactMessage } from '../../../shared/contract/contact';
import { contactMessages as contactTexts } from '../../../shared/domain/contact';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as contactService from './contact.service';

export function registerContactRoutes(app: FastifyInstance, db: TDatabase, config: TConfig) {
  route(app, submitContact, async ({ input, request, user, now }) => {
    await contactService.submitContactMessage(db, {
      submission: input,
      ip: request.ip,
      userId: user?.id ?? null,
      publicOrigin: config.publicOrigin,
      now,
    });
    return { success: true as const, message: contactTexts.sentDescription };
  });
  route(app, listContactMessages, ({ input }) => contactService.listContactMessages(db, input));
  route(app, updateContactMessage, ({ input }) => contactService.updateContactMessage(db, input));
}
