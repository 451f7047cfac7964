import type { FastifyInstance } from 'fastify';
import {
  confirmRegistration,
  getSession,
  loginWithPassword,
  logout,
  registerWithPassword,
  requestPasswordReset,
  resetPassword,
} from '../../../shared/contract/auth';
import { passwordResetTexts, serverMessages } from '../../../shared/domain/messages';
import { registrationTexts } from '../../../shared/domain/registration-texts';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-user';
import * as authService from './auth.service';
import { readDeviceToken, setDeviceCookie } from './known-devices';
import * as passwordResetService from './password-reset.service';
import * as registrationService from './registration.service';
import { deleteSession } from './sessions.service';
import { presentUser } from './user-presenter';

export function registerAuthRoutes(
  app: FastifyInstance,
  db: TDatabase,
  config: TConfig,
  sleep: (ms: number) => Promise<void>,
) {
  route(app, getSession, async ({ user }) =>
    user ? { user: presentUser(user) } : { error: serverMessages.notAuthenticated },
  );

  route(app, loginWithPassword, async ({ input, request, reply, now }) => {
    const deviceToken = readDeviceToken(request);
    const login = { ...input, ip: request.ip, now, deviceToken, sleep };
    const { user, token, deviceToken: knownDevice } = await authService.loginWithPassword(db, login);
    setSessionCookie(reply, config, token);
    setDeviceCookie(reply, config, knownDevice);
    return { user: presentUser(user) };
  });

  route(app, registerWithPassword, async ({ input, request, now }) => {
    await registrationService.registerWithPassword(db, {
      ...input,
      ip: request.ip,
      publicOrigin: config.publicOrigin,
      now,
    });
    return { success: true as const, message: registrationTexts.checkEmail(input.email, !config.MAIL_URL) };
  });

  route(app, confirmRegistration, async ({ input, reply, now }) => {
    const { user, token } = await registrationService.confirmRegistration(db, { token: input.token, now });
    setSessionCookie(reply, config, token);
    return { user: presentUser(user) };
  });

  route(app, logout, async ({ request, reply }) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply, config);
    return { success: true as const };
  });

  route(app, requestPasswordReset, async ({ input, request, now }) => {
    await passwordResetService.requestPasswordReset(db, { email: input.email, ip: request.ip, now });
    return { success: true as const, message: passwordResetTexts.requested };
  });

  route(app, resetPassword, async ({ input, request, now }) => {
    const reset = { ...input, ip: request.ip, publicOrigin: config.publicOrigin, now };
    await passwordResetService.resetPassword(db, reset);
    return { success: true as const, message: passwordResetTexts.done };
  });
}
