// Texts of /admin/discount-codes (admin-area.md sections 2, 5 and 8). Validation and toast texts stay in discounts.ts.
import type { TDiscountType } from './pricing';

export const discountSearchDebounceMs = 500;
export const discountSkeletonRows = 5;

export const discountTypeLabels: Record<TDiscountType, string> = {
  percentage: 'Percentage',
  fixed_amount: 'Fixed Amount',
};

/** Value column: N% for percentages, dollars with 2 decimals for fixed amounts (admins enter dollars). */
export const formatDiscountValue = (type: TDiscountType, value: number) =>
  type === 'percentage' ? `${value}%` : `$${value.toFixed(2)}`;

/** Usage column: current/max, or current/∞ without a maximum. */
export const formatDiscountUsage = (currentUses: number, maxUses: number | null) => `${currentUses}/${maxUses ?? '∞'}`;

/** Dates like "Jan 5, 2025" (admin-area.md section 2), whatever the browser's locale. */
export const formatDiscountDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const discountAdminTexts = {
  createCode: 'Create Code',
  createTitle: 'Create New Discount Code',
  editTitle: 'Edit Discount Code',
  deleteTitle: 'Delete Discount Code',
  deleteQuestion: (code: string) => `Are you sure you want to delete the code ${code}? This action cannot be undone.`,
  stats: { totalCodes: 'Total Codes', activeCodes: 'Active Codes', totalUsage: 'Total Usage' },
  search: 'Search by code...',
  searchLabel: 'Search discount codes',
  statusLabel: 'Filter by status',
  allStatuses: 'All Statuses',
  active: 'Active',
  inactive: 'Inactive',
  never: 'Never',
  columns: {
    code: 'Code',
    value: 'Value',
    type: 'Type',
    usage: 'Usage',
    status: 'Status',
    created: 'Created',
    expires: 'Expires',
    actions: 'Actions',
  },
  tableLabel: 'Discount codes',
  rowActions: (code: string) => `Actions for ${code}`,
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  loadError: 'Failed to load discount codes.',
  emptyHeading: 'No Discount Codes Found',
  emptyHint: 'Get started by creating your first discount code.',
  form: {
    code: 'Code',
    codeHint: 'Letters and numbers; saved in capitals.',
    type: 'Type',
    value: 'Value',
    valueHint: 'A percentage (1 to 100) or an amount in dollars.',
    expiresAt: 'Expiry Date',
    expiresHint: 'Optional. The code works until the end of this day.',
    maxUses: 'Maximum Uses',
    maxUsesHint: 'Optional. Leave empty for unlimited use.',
    isActive: 'Active',
    create: 'Create Code',
    creating: 'Creating...',
    save: 'Save Changes',
    saving: 'Saving...',
  },
} as const;
