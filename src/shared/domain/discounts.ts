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

export const discountMessages = {
  codeTooShort: 'Code must be at least 3 characters',
  codeTooLong: 'Code must be at most 50 characters',
  valuePositive: 'Value must be a positive number',
  percentageRange: 'Percentage value must be between 1 and 100',
  maxUsesPositive: 'Maximum uses must be a positive whole number',
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
