import type { FastifyInstance } from 'fastify';
import { checkLabelAnswers, getLabel, listLabels } from '../../../shared/contract/labels';
import type { TContentPack } from '../../content/read-content-pack';
import { route } from '../../plugins/contract';
import * as labelsService from './labels.service';

/** `pack` gives the content pack the labels come from (the app's; read once per process from disk by default). */
export function registerLabelRoutes(app: FastifyInstance, pack: () => TContentPack) {
  const labels = () => pack().labels;
  route(app, listLabels, async () => labelsService.listLabels(labels()));
  route(app, getLabel, async ({ input }) => labelsService.getLabel(labels(), input.id));
  route(app, checkLabelAnswers, async ({ input }) => labelsService.checkAnswers(labels(), input));
}
