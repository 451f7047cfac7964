import { z } from 'zod';
import {
  discountBounds as bounds,
  discountCodeLength,
  discountPageSize,
  discountSortFields,
  discountMessages as texts,
} from '../domain/discounts';
import { discountTypes } from '../domain/pricing';
import { endpoint } from './endpoint';
import { pageQueryFields } from './pagination';

export const ZDiscountCode = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(discountTypes),
  value: z.number(),
  expiresAt: z.date().nullable(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.date(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

const ZCode = z
  .string()
  .trim()
  .min(discountCodeLength.min, texts.codeTooShort)
  .max(discountCodeLength.max, texts.codeTooLong)
  .transform((code) => code.toUpperCase());
const ZExpiresAt = z.coerce
  .date({ error: texts.expiresAtRange })
  .min(bounds.earliestExpiry, texts.expiresAtRange)
  .max(bounds.latestExpiry, texts.expiresAtRange);
const ZMaxUses = z.coerce
  .number()
  .int(texts.maxUsesPositive)
  .positive(texts.maxUsesPositive)
  .max(bounds.maxUses, texts.maxUsesTooLarge);

export const ZDiscountCodeCreate = z
  .strictObject({
    code: ZCode,
    type: z.enum(discountTypes),
    value: z.coerce
      .number({ error: texts.valuePositive })
      .positive(texts.valuePositive)
      .max(bounds.maxValue, texts.valueTooLarge)
      .multipleOf(bounds.valueStep, texts.valueCents),
    expiresAt: ZExpiresAt.nullable().optional(),
    maxUses: ZMaxUses.nullable().optional(),
    isActive: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.type === 'percentage' && (input.value < 1 || input.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: texts.percentageRange });
    }
  });
export type TDiscountCodeCreate = z.infer<typeof ZDiscountCodeCreate>;

export const ZDiscountCodeUpdate = z.strictObject({
  id: z.string().uuid(texts.notFound),
  code: ZCode.optional(),
  expiresAt: ZExpiresAt.nullable().optional(),
  maxUses: ZMaxUses.nullable().optional(),
  isActive: z.boolean().optional(),
});
export type TDiscountCodeUpdate = z.infer<typeof ZDiscountCodeUpdate>;

const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listDiscountCodes = endpoint({
  method: 'GET',
  path: '/_api/admin/discount-codes',
  access: 'admin',
  input: z.strictObject({
    ...pageQueryFields(discountPageSize),
    search: z.string().trim().max(100).optional(),
    isActive: ZBooleanQuery.optional(),
    // The screen sends createdAt (its URL default); the column names are accepted as well.
    sortBy: z.enum([...discountSortFields, 'createdAt', 'expiresAt', 'currentUses', 'maxUses']).default('created_at'),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: z.object({
    discountCodes: z.array(ZDiscountCode),
    total: z.number().int(),
    stats: z.object({ totalCodes: z.number().int(), activeCodes: z.number().int(), totalUsage: z.number().int() }),
  }),
  encoding: 'superjson',
  fallbackError: texts.fetchFailed,
});

export const createDiscountCode = endpoint({
  method: 'POST',
  path: '/_api/admin/discount-codes',
  access: 'admin',
  input: ZDiscountCodeCreate,
  response: ZDiscountCode,
  encoding: 'superjson',
  fallbackError: texts.createFailed,
});

export const updateDiscountCode = endpoint({
  method: 'POST',
  path: '/_api/admin/discount-code/update',
  access: 'admin',
  input: ZDiscountCodeUpdate,
  response: ZDiscountCode,
  encoding: 'superjson',
  fallbackError: texts.updateFailed,
});

export const deleteDiscountCode = endpoint({
  method: 'POST',
  path: '/_api/admin/discount-code/delete',
  access: 'admin',
  input: z.strictObject({ id: z.string().uuid(texts.notFound) }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  encoding: 'superjson',
  fallbackError: texts.deleteFailed,
});
