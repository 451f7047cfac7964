import type { FastifyInstance } from 'fastify';
import {
  getReminderSettings,
  oneClickUnsubscribe,
  unsubscribeFromReminders,
  updateReminderSettings,
  ZUnsubscribeToken,
} from '../../../shared/contract/reminders';
import { reminderMessages } from '../../../shared/domain/reminder-texts';
import type { TDatabase } from '../../db/client';
import { badRequest } from '../../http-error';
import { route } from '../../plugins/contract';
import * as service from './reminder-preferences.service';

const oneClickBodyLimit = 4096;

export async function registerReminderRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, getReminderSettings, ({ user }) => service.getReminderSettings(db, user));
  route(app, updateReminderSettings, ({ user, input, now }) => service.updateReminderSettings(db, user, input, now));
  route(app, unsubscribeFromReminders, ({ input }) => service.unsubscribeWithToken(db, input.token));

  // Mail clients POST `List-Unsubscribe=One-Click` as a form (RFC 8058 prefers multipart/form-data, allows
  // urlencoded). In this scope only, both arrive as plain text the handler can ignore: the token in the address is
  // what counts, and no session or cookie is read or needed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    for (const type of ['multipart/form-data', 'application/x-www-form-urlencoded']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: oneClickBodyLimit }, (_request, body, done) =>
        done(null, body),
      );
    }
    route(scope, oneClickUnsubscribe, ({ request }) => {
      const query = request.query as Record<string, unknown>;
      const token = ZUnsubscribeToken.safeParse(query.token);
      if (!token.success) throw badRequest(reminderMessages.invalidToken);
      return service.unsubscribeWithToken(db, token.data);
    });
  });
}
