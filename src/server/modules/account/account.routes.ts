import type { FastifyInstance } from 'fastify';
import { deleteAccount, exportPersonalData, getProfile, updateProfile } from '../../../shared/contract/settings';
import { accountMessages } from '../../../shared/domain/account';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { clearSessionCookie } from '../../plugins/session-user';
import { presentUser } from '../auth/user-presenter';
import * as accountService from './account.service';
import * as profileService from './profile.service';

export function registerAccountRoutes(app: FastifyInstance, db: TDatabase, config: TConfig) {
  route(app, getProfile, async ({ user }) => presentUser(user));
  route(app, updateProfile, ({ input, user }) => profileService.updateProfile(db, user.id, input));
  route(app, exportPersonalData, ({ user }) => accountService.exportPersonalData(db, user.id));
  route(app, deleteAccount, async ({ user, reply }) => {
    await accountService.deleteAccount(db, user.id);
    clearSessionCookie(reply, config);
    return { success: true as const, message: accountMessages.deleted };
  });
}
