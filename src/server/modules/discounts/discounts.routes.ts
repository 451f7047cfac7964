import type { FastifyInstance } from 'fastify';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from '../../../shared/contract/discount-codes';
import type { TDatabase } from '../../db/client';
import { route } from '../../plugins/contract';
import * as discountAdmin from './discount-admin.service';

export function registerDiscountRoutes(app: FastifyInstance, db: TDatabase) {
  route(app, listDiscountCodes, ({ input, now }) => discountAdmin.listDiscountCodes(db, input, now));
  route(app, createDiscountCode, ({ input }) => discountAdmin.createDiscountCode(db, input));
  route(app, updateDiscountCode, ({ input }) => discountAdmin.updateDiscountCode(db, input));
  route(app, deleteDiscountCode, ({ input }) => discountAdmin.deleteDiscountCode(db, input.id));
}
