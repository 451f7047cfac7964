import type { FastifyInstance } from 'fastify';
import {
  completeLesson,
  getCourse,
  getKnowledgeCheck,
  getLesson,
  getStateCoverage,
  searchLessons,
  submitKnowledgeCheck,
  uncompleteLesson,
} from '../../../shared/contract/course';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as courseService from './course.service';
import * as knowledgeCheck from './knowledge-check.service';
import * as lessonSearch from './lesson-search.service';
import { stateCoverage } from './state-coverage.service';

export function registerCourseRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, getCourse, ({ user }) => courseService.getCourse(db, user));
  route(app, getLesson, ({ user, input }) => courseService.getLesson(db, user, input.id));
  route(app, completeLesson, ({ user, input, now }) => courseService.completeLesson(db, user, input.lessonId, now));
  route(app, uncompleteLesson, ({ user, input }) => courseService.uncompleteLesson(db, user, input.lessonId));
  route(app, getKnowledgeCheck, ({ user, input, now }) => knowledgeCheck.getKnowledgeCheck(db, user, input, now));
  route(app, submitKnowledgeCheck, ({ user, input, now }) => knowledgeCheck.submitKnowledgeCheck(db, user, input, now));
  route(app, getStateCoverage, () => stateCoverage(db));
  route(app, searchLessons, ({ user, input }) => lessonSearch.searchLessons(db, user, input.q));
}
