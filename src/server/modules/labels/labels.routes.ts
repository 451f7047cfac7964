import type { FastifyInstance } from 'fastify';
import { checkLabelAnswers, getLabel, listLabels } from '../../../shared/contract/labels';
import { route } from '../../plugins/contract';
import * as labelsService from './labels.service';

export function registerLabelRoutes(app: FastifyInstance) {
  route(app, listLabels, () => labelsService.listLabels());
  route(app, getLabel, ({ input }) => labelsService.getLabel(input.id));
  route(app, checkLabelAnswers, ({ input }) => labelsService.checkAnswers(input));
}
