import type { FastifyInstance } from 'fastify';
import { checkLabelAnswers, getLabel, listLabels } from '../../../shared/contract/labels';
import { route } from '../../plugins/contract';
import * as labelsService from './labels.service';

export function registerLabelRoutes(app: FastifyInstance) {
  route(app, listLabels, async () => labelsService.listLabels());
  route(app, getLabel, async ({ input }) => labelsService.getLabel(input.id));
  route(app, checkLabelAnswers, async ({ input }) => labelsService.checkAnswers(input));
}
