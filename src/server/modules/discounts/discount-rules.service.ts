import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { billingMessages } from '../../../shared/domain/billing';
import { applyDiscount, kitPriceCents } from '../../../shared/domain/pricing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes, type TDiscountCodeRow } from '../../db/schema';
import { badRequest } from '../../http-error';

const byCode = (code: string) => eq(sql`upper(${discountCodes.code})`, code.trim().toUpperCase());

/** Explains why a code cannot be used now, or returns the code when it can. */
export async function findUsableDiscount(db: TDatabase, code: string, now: Date): Promise<TDiscountCodeRow> {
  const [row] = await db.select().from(discountCodes).where(byCode(code));
  if (!row) throw badRequest(billingMessages.discountUnknown);
  if (!row.isActive) throw badRequest(billingMessages.discountInactive);
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw badRequest(billingMessages.discountExpired);
  if (row.maxUses !== null && row.currentUses >= row.maxUses) throw badRequest(billingMessages.discountUsedUp);
  return row;
}

export async function validateDiscount(db: TDatabase, code: string, now: Date) {
  const row = await findUsableDiscount(db, code, now);
  return {
    success: true as const,
    message: billingMessages.discountApplied(row.code),
    ...applyDiscount(kitPriceCents, row),
    discountType: row.type,
    discountValue: row.value,
  };
}

/**
 * Locks a code's row until the transaction ends, so checkouts reserving it (and counting who holds it) take turns.
 * Returns its id, or null for a code that does not exist.
 */
export async function lockDiscountCode(db: TDatabase, code: string): Promise<string | null> {
  const [row] = await db.select({ id: discountCodes.id }).from(discountCodes).where(byCode(code)).for('update');
  return row?.id ?? null;
}

/**
 * Takes one use of a code in a single conditional UPDATE, so concurrent checkouts can never take more uses than
 * the code has left, on any number of app instances.
 */
export async function reserveDiscountUse(db: TDatabase, code: string, now: Date): Promise<TDiscountCodeRow> {
  const [row] = await db
    .update(discountCodes)
    .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
    .where(
      and(
        byCode(code),
        eq(discountCodes.isActive, true),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
        or(isNull(discountCodes.maxUses), lt(discountCodes.currentUses, discountCodes.maxUses)),
      ),
    )
    .returning();
  if (row) return row;
  // Nothing matched: find out why, for a clear message.
  await findUsableDiscount(db, code, now);
  throw badRequest(billingMessages.discountUsedUp);
}

/** Closes checkouts left unpaid past their expiry and gives their discount uses back, each exactly once. */
export async function releaseExpiredCheckouts(db: TDatabase, now: Date) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(checkoutSessions)
      .set({ status: 'expired', discountReleased: true })
      .where(and(eq(checkoutSessions.status, 'open'), lt(checkoutSessions.expiresAt, now)))
      .returning({ discountCodeId: checkoutSessions.discountCodeId });
    for (const { discountCodeId } of expired) {
      if (!discountCodeId) continue;
      await tx
        .update(discountCodes)
        .set({ currentUses: sql`greatest(${discountCodes.currentUses} - 1, 0)` })
        .where(eq(discountCodes.id, discountCodeId));
    }
    return expired.length;
  });
}
