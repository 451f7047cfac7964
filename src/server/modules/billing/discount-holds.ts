import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { discountReservationsPerAddress, billingMessages as texts } from '../../../shared/domain/billing';
import type { TDatabase } from '../../db/client';
import { checkoutSessions, discountCodes } from '../../db/schema';
import { HttpError } from '../../http-error';

// L16: an open checkout holds a use of its code for the checkout's lifetime, paid or not. Without a cap per buyer and
// per address, anyone could hold every use of a limited code by opening checkouts and never paying.

/** Checkouts keep a hash of the client address, never the address itself (they are exported with the account). */
export const hashClientAddress = (ip: string) => createHash('sha256').update(`checkout-address:${ip}`).digest('hex');

/** The signed-in user, or the guest by e-mail (and the guest's browser token, which decides who may be told). */
export interface TDiscountHolder {
  userId: number | null;
  guestEmail: string | null;
  buyerTokenHash: string | null;
}

/**
 * A buyer holds a code through one open checkout at most: opening a new one closes their earlier open ones for that
 * code (as expired, so a payment that still arrives for one is honoured) and gives their uses back. Runs with the
 * code's row locked (lockDiscountCode). Returns the closed checkouts the provider should be told about: only those
 * of the same account or browser, so someone who merely knows a guest's e-mail cannot end that guest's payment page.
 */
export async function releaseEarlierHolds(tx: TDatabase, discountCodeId: string, holder: TDiscountHolder) {
  const sameBuyer = holder.userId
    ? eq(checkoutSessions.userId, holder.userId)
    : and(isNull(checkoutSessions.userId), eq(checkoutSessions.guestEmail, holder.guestEmail ?? ''));
  const closed = await tx
    .update(checkoutSessions)
    .set({ status: 'expired', discountReleased: true })
    .where(and(eq(checkoutSessions.discountCodeId, discountCodeId), eq(checkoutSessions.status, 'open'), sameBuyer))
    .returning();
  if (closed.length > 0) {
    await tx
      .update(discountCodes)
      .set({ currentUses: sql`greatest(${discountCodes.currentUses} - ${closed.length}, 0)` })
      .where(eq(discountCodes.id, discountCodeId));
  }
  return closed
    .filter((checkout) => holder.userId !== null || checkout.buyerTokenHash === holder.buyerTokenHash)
    .map(({ id, provider }) => ({ id, provider }));
}

/** Refuses a further hold of the code from an address already holding discountReservationsPerAddress of it. */
export async function assertAddressMayHold(tx: TDatabase, discountCodeId: string, addressHash: string, now: Date) {
  const held = await tx
    .select({ expiresAt: checkoutSessions.expiresAt })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.discountCodeId, discountCodeId),
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.buyerAddressHash, addressHash),
        gt(checkoutSessions.expiresAt, now),
      ),
    );
  if (held.length < discountReservationsPerAddress) return;
  const firstFreed = Math.min(...held.map((checkout) => checkout.expiresAt.getTime()));
  const retryAfterSeconds = Math.max(1, Math.ceil((firstFreed - now.getTime()) / 1000));
  throw new HttpError(429, texts.discountHeldFromAddress, { 'retry-after': String(retryAfterSeconds) });
}
