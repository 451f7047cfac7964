import type { FastifyInstance } from 'fastify';
import { createTag, listTags } from '../../../shared/contract/tags';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as tagsService from './tags.service';

export function registerTagRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listTags, () => tagsService.listTags(db));
  route(app, createTag, ({ input }) => tagsService.createTag(db, input));
}
