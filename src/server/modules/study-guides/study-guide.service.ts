import { createHash } from 'node:crypto';
import { studyGuideMessages as texts } from '../../../shared/domain/study-guide-texts';
import type { TDatabase } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { notFound } from '../../http-error';
import { courseOutline } from '../course/course-outline';
import { keysHiddenFromLearner } from '../quizzes/hidden-keys.service';
import type { RenderCache } from './render-cache';
import { studyGuideContent } from './study-guide-content';
import { renderStudyGuide } from './study-guide-layout';

/** Twelve core modules plus the state category modules, with room for a few variants (see the key below). */
export const studyGuideCacheSize = 48;

/**
 * One module's guide for this learner. The module must be in the learner's own course (a category module of a state
 * they did not choose is 404, like the lesson reader). Rendering is cached per module and content-pack version; the
 * key also carries a digest of everything printed, so an admin's glossary or flashcard edit, a new brand name, or
 * practice problems left out during the learner's running exam never serve a stale or another learner's file.
 */
export async function getStudyGuide(
  db: TDatabase,
  cache: RenderCache<Buffer>,
  user: TUserRow,
  request: { moduleId: string; now: Date },
) {
  const { moduleId, now } = request;
  const outline = await courseOutline(db, user.states);
  const module = outline.find((m) => m.id === moduleId);
  if (!module) throw notFound(texts.notFound);
  const content = await studyGuideContent(db, module, await keysHiddenFromLearner(db, user.id, now));
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 24);
  const pdf = await cache.get(`${module.id}:${content.pack.version}:${digest}`, () => renderStudyGuide(content));
  return { moduleId: module.id, pdf };
}
