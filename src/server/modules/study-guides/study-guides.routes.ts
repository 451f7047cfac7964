import type { FastifyInstance } from 'fastify';
import { getStudyGuide } from '../../../shared/contract/study-guides';
import { studyGuideFileName } from '../../../shared/domain/study-guide-texts';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import { RenderCache } from './render-cache';
import * as studyGuides from './study-guide.service';

export function registerStudyGuideRoutes(app: FastifyInstance, db: TDatabase) {
  const cache = new RenderCache<Buffer>(studyGuides.studyGuideCacheSize);
  route(app, getStudyGuide, async ({ user, input, reply, now }) => {
    const { moduleId, pdf } = await studyGuides.getStudyGuide(db, cache, user, { moduleId: input.module, now });
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${studyGuideFileName(moduleId)}"`);
    return pdf;
  });
}
