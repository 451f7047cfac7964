// Who may use paid study material (spec 6). Pure so that the server guard and the browser wall agree.

export const roles = ['admin', 'student'] as const;
export type TRole = (typeof roles)[number];

/** Purchase statuses that grant access; pending and processing are only warnings. */
export const accessGrantingStatuses = ['active', 'completed'] as const;

export interface TAccessSubject {
  role: TRole;
  purchaseStatus: string | null;
  purchaseExpiresAt: Date | null;
}

export type TLearnerAccess = 'granted' | 'purchase-required' | 'expired';

/**
 * A purchase that still grants access, so buying again would be a duplicate; after its expiry date the learner is
 * told to make a new purchase (spec 6), which checkout and fulfilment must then accept.
 */
export function holdsUnexpiredPurchase(
  user: Pick<TAccessSubject, 'purchaseStatus' | 'purchaseExpiresAt'>,
  now: Date = new Date(),
): boolean {
  if (user.purchaseExpiresAt && user.purchaseExpiresAt.getTime() <= now.getTime()) return false;
  const status = user.purchaseStatus as (typeof accessGrantingStatuses)[number] | null;
  return Boolean(status && accessGrantingStatuses.includes(status));
}

export function learnerAccess(user: TAccessSubject, now: Date = new Date()): TLearnerAccess {
  if (user.role === 'admin') return 'granted';
  if (user.purchaseExpiresAt && user.purchaseExpiresAt.getTime() <= now.getTime()) return 'expired';
  const status = user.purchaseStatus as (typeof accessGrantingStatuses)[number] | null;
  return status && accessGrantingStatuses.includes(status) ? 'granted' : 'purchase-required';
}
