import type { FastifyInstance } from 'fastify';
import {
  createAdminUser,
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  updateAdminUser,
} from '../../../shared/contract/admin-users';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import type { TFilesProvider } from '../../providers/files/files-provider';
import * as adminUsersService from './admin-users.service';

export function registerAdminUserRoutes(app: FastifyInstance, db: TDatabase, config: TConfig, files: TFilesProvider) {
  route(app, listAdminUsers, ({ input }) => adminUsersService.listUsers(db, input));
  route(app, getAdminUser, ({ input, now }) => adminUsersService.getUserDetails(db, input.id, now));
  route(app, updateAdminUser, ({ input }) => adminUsersService.updateUser(db, files, input));
  route(app, deleteAdminUser, ({ input }) => adminUsersService.deleteUser(db, files, input.id));
  route(app, createAdminUser, ({ input, now }) =>
    adminUsersService.createUser(db, { ...input, publicOrigin: config.publicOrigin, now }),
  );
}
