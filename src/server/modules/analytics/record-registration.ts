import type { TDatabase } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

/**
 * Written inside the registration's transaction, so an account and the address it came from are kept together or
 * not at all (the abuse rules count accounts per address).
 */
export async function recordRegistration(tx: TDatabase, userId: number, address: string, now: Date) {
  await tx.insert(analyticsEvents).values({ kind: 'registration', userId, address, createdAt: now });
}
