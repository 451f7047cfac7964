import type { FastifyInstance } from 'fastify';
import { completeLesson, getCourse, getLesson, uncompleteLesson } from '../../../shared/contract/course';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as courseService from './course.service';

export function registerCourseRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, getCourse, ({ user }) => courseService.getCourse(db, user));
  route(app, getLesson, ({ user, input }) => courseService.getLesson(db, user, input.id));
  route(app, completeLesson, ({ user, input }) => courseService.completeLesson(db, user, input.lessonId));
  route(app, uncompleteLesson, ({ user, input }) => courseService.uncompleteLesson(db, user, input.lessonId));
}
