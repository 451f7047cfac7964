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
import * as passwordChangeService from '../auth/password-change.service';
import * as accountService from './account.service';
import * as emailChangeService from './email-change.service';
import * as profileService from './profile.service';

export function registerAccountRoutes(app: FastifyInstance, db: TDatabase, config: TConfig) {
  route(app, getProfile, ({ user }) => profileService.getProfile(db, user));
  route(app, updateProfile, ({ input, user }) => profileService.updateProfile(db, user, input, config.publicOrigin));
  route(app, confirmEmailChange, async ({ input }) => {
    const { email } = await emailChangeService.confirmEmailChange(db, input.token);
    return { success: true as const, message: emailChangeMessages.confirmed, email };
  });
  route(app, changePassword, async ({ input, user, request }) => {
    await passwordChangeService.changePassword(db, {
      ...input,
      user,
      sessionToken: request.sessionToken,
      publicOrigin: config.publicOrigin,
    });
    return { success: true as const, message: passwordChangeMessages.changed };
  });
  route(app, exportPersonalData, ({ user }) => accountService.exportPersonalData(db, user.id));
  route(app, deleteAccount, async ({ user, reply }) => {
    await accountService.deleteAccount(db, user.id);
    clearSessionCookie(reply, config);
    return { success: true as const, message: accountMessages.deleted };
  });
}
