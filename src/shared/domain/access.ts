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

export function learnerAccess(user: TAccessSubject, now: Date = new Date()): TLearnerAccess {
  if (user.role === 'admin') return 'granted';
  if (user.purchaseExpiresAt && user.purchaseExpiresAt.getTime() <= now.getTime()) return 'expired';
  const status = user.purchaseStatus as (typeof accessGrantingStatuses)[number] | null;
  return status && accessGrantingStatuses.includes(status) ? 'granted' : 'purchase-required';
}
