import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportPersonalData,
  getProfile,
  updateProfile,
} from '../../../shared/contract/settings';
import { accountMessages, emailChangeMessages, passwordChangeMessages } from '../../../shared/domain/account';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { clearSessionCookie } from '../../plugins/session-user';
import type { TFilesProvider } from '../../providers/files/files-provider';
import { assertCurrentPassword } from '../auth/current-password';
import * as passwordChangeService from '../auth/password-change.service';
import * as accountService from './account.service';
import * as emailChangeService from './email-change.service';
import { superjsonPieces } from './export-file';
import * as profileService from './profile.service';

export function registerAccountRoutes(app: FastifyInstance, db: TDatabase, config: TConfig, files: TFilesProvider) {
  route(app, getProfile, ({ user, now }) => profileService.getProfile(db, user, now));
  route(app, updateProfile, ({ input, user, now }) =>
    profileService.updateProfile(db, user, input, { publicOrigin: config.publicOrigin, now, files }),
  );
  route(app, confirmEmailChange, async ({ input, now }) => {
    const { email } = await emailChangeService.confirmEmailChange(db, input.token, now);
    return { success: true as const, message: emailChangeMessages.confirmed, email };
  });
  route(app, changePassword, async ({ input, user, request, now }) => {
    await passwordChangeService.changePassword(db, {
      ...input,
      user,
      sessionToken: request.sessionToken,
      publicOrigin: config.publicOrigin,
      now,
    });
    return { success: true as const, message: passwordChangeMessages.changed };
  });
  // Sent as it is serialized, a slice at a time (export-file.ts): a large account must not hold the request thread.
  route(app, exportPersonalData, async ({ user, reply, now }) => {
    const sections = await accountService.exportPersonalData(db, user.id, now, files);
    return reply.type('application/json; charset=utf-8').send(Readable.from(superjsonPieces(sections)));
  });
  route(app, deleteAccount, async ({ input, user, reply, now }) => {
    const messages = { missing: accountMessages.deletePasswordRequired, wrong: accountMessages.deletePasswordWrong };
    await assertCurrentPassword(db, user, input.password, messages, now);
    await accountService.deleteAccount(db, user.id, files);
    clearSessionCookie(reply, config);
    return { success: true as const, message: accountMessages.deleted };
  });
}
