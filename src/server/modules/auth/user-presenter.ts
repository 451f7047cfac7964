import type { TUser } from '../../../shared/contract/auth';
import { shownAvatarUrl } from '../../../shared/domain/avatars';
import type { TUserRow } from '../../db/schema';

/** The user as the browser sees it: never the password hash or bookkeeping columns. */
export const presentUser = (row: TUserRow): TUser => ({
  id: row.id,
  role: row.role,
  email: row.email,
  displayName: row.displayName,
  avatarUrl: shownAvatarUrl(row),
  states: row.states,
  timezone: row.timezone,
  purchaseStatus: row.purchaseStatus,
  purchasePlan: row.purchasePlan,
  purchaseExpiresAt: row.purchaseExpiresAt,
});
