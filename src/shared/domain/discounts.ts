import { maxDatabaseInteger } from './limits';

export const discountSortFields = [
  'code',
  'type',
  'value',
  'created_at',
  'expires_at',
  'current_uses',
  'max_uses',
] as const;
export type TDiscountSortField = (typeof discountSortFields)[number];

export const discountCodeLength = { min: 3, max: 50 } as const;
export const discountPageSize = 10;

/**
 * What the discount columns can hold (db/schema/discount-codes.ts): value is numeric(10,2), max_uses an integer, and
 * an expiry stays within four-digit years, which every date format on the way (ISO strings, PostgreSQL) reads.
 */
export const discountBounds = {
  maxValue: 99_999_999.99,
  valueStep: 0.01,
  maxUses: maxDatabaseInteger,
  earliestExpiry: new Date('1970-01-01T00:00:00.000Z'),
  latestExpiry: new Date('9999-12-31T23:59:59.999Z'),
} as const;

export const discountMessages = {
  codeTooShort: 'Code must be at least 3 characters',
  codeTooLong: 'Code must be at most 50 characters',
  valuePositive: 'Value must be a positive number',
  percentageRange: 'Percentage value must be between 1 and 100',
  valueTooLarge: 'Value must be at most 99,999,999.99',
  valueCents: 'Value can have at most two decimal places',
  maxUsesPositive: 'Maximum uses must be a positive whole number',
  maxUsesTooLarge: 'Maximum uses must be at most 2,147,483,647',
  expiresAtRange: 'Expiry date must be a valid date between the years 1970 and 9999',
  duplicate: 'A discount code with this name already exists.',
  notFound: 'Discount code not found.',
  created: 'Discount code created successfully.',
  updated: 'Discount code updated successfully.',
  deleted: 'Discount code deleted.',
  fetchFailed: 'Failed to fetch discount codes',
  createFailed: 'Failed to create discount code',
  updateFailed: 'Failed to update discount code',
  deleteFailed: 'Failed to delete discount code',
} as const;
