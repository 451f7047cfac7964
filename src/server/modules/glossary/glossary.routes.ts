import type { FastifyInstance } from 'fastify';
import { createGlossaryTerm, listGlossary, updateGlossaryTerm } from '../../../shared/contract/glossary';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as glossaryService from './glossary.service';

export function registerGlossaryRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listGlossary, () => glossaryService.listGlossary(db));
  route(app, createGlossaryTerm, ({ input }) => glossaryService.createTerm(db, input));
  route(app, updateGlossaryTerm, ({ input }) => glossaryService.updateTerm(db, input));
}
