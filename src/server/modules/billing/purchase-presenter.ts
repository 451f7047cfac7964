import type { TPurchaseRecord } from '../../../shared/contract/billing';
import type { TPurchaseRow } from '../../db/schema';

export const presentPurchase = (row: TPurchaseRow): TPurchaseRecord => ({
  id: row.id,
  plan: row.plan,
  status: row.status,
  listAmountCents: row.listAmountCents,
  discountCents: row.discountCents,
  amountCents: row.amountCents,
  discountCode: row.discountCode,
  paymentReference: row.paymentReference,
  provider: row.provider,
  paidAt: row.paidAt,
  refundedAt: row.refundedAt,
});
