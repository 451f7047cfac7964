import { z } from 'zod';
import { endpoint } from './endpoint';

export const ZPurchaseInfo = z.object({
  purchaseStatus: z.string().nullable(),
  purchasePlan: z.string().nullable(),
  purchaseExpiresAt: z.date().nullable(),
});
export type TPurchaseInfo = z.infer<typeof ZPurchaseInfo>;

export const getPurchase = endpoint({
  method: 'GET',
  path: '/_api/billing/purchase',
  access: 'user',
  input: z.strictObject({}),
  response: z.object({ purchaseInfo: ZPurchaseInfo }),
  encoding: 'superjson',
  fallbackError: 'Failed to fetch purchase information',
});
