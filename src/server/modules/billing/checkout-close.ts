import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes } from '../../db/schema';

/**
 * Closes a checkout that is still open (cancelled, expired at the provider, or never opened because the provider
 * failed) and gives its discount use back, once: a checkout already closed is left as it is.
 */
export async function closeOpenCheckout(db: TDatabase, id: string, status: 'expired' | 'failed') {
  return db.transaction(async (txn) => {
    const tx = txn as TDatabase;
    const [closed] = await tx
      .update(checkoutSessions)
      .set({ status, discountReleased: true })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
      .returning();
    if (closed?.discountCodeId) {
      await tx
        .update(discountCodes)
        .set({ currentUses: sql`greatest(${discountCodes.currentUses} - 1, 0)` })
        .where(eq(discountCodes.id, closed.discountCodeId));
    }
    return closed ?? null;
  });
}
