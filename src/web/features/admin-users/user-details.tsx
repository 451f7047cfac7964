import type { ReactNode } from 'react';
import { roleLabels, adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { purchaseStatusBadges, unknownPurchaseStatus } from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { UserInitialsAvatar } from './user-initials-avatar';
import { UserPurchases } from './user-purchases';
import { useUserDetails } from './users-queries';

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[11rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** One user's profile, purchase and activity, as getAdminUser reports them. */
export function UserDetails({ id }: { id: number }) {
  const details = useUserDetails(id);
  if (details.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-16 w-72" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (details.isError) return <Alert>{details.error.message}</Alert>;

  const { user, activity, purchases } = details.data;
  const badge = user.purchaseStatus ? purchaseStatusBadges[user.purchaseStatus] : undefined;
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-4">
        <UserInitialsAvatar name={user.displayName} src={user.avatarUrl} className="size-16 text-xl" />
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-bold">{user.displayName}</h2>
          <p className="truncate text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title={texts.profile}
          rows={[
            [
              texts.role,
              <Badge key="role" variant={user.role === 'admin' ? 'secondary' : 'default'}>
                {roleLabels[user.role]}
              </Badge>,
            ],
            [texts.states, user.states.join(', ') || texts.none],
            [texts.joined, formatDate(user.createdAt)],
            [texts.lastLogin, user.lastLogin ? formatDateTime(user.lastLogin) : texts.never],
          ]}
        />
        <Section
          title={texts.purchase}
          rows={[
            [
              texts.purchaseStatus,
              user.purchaseStatus ? (
                <Badge key="status" variant={badge?.tone ?? 'outline'}>
                  {badge?.label ?? unknownPurchaseStatus}
                </Badge>
              ) : (
                texts.none
              ),
            ],
            [texts.purchasePlan, user.purchasePlan ?? texts.none],
            [texts.purchaseExpires, user.purchaseExpiresAt ? formatDate(user.purchaseExpiresAt) : texts.none],
          ]}
        />
        <Section
          title={texts.activity}
          rows={[
            [texts.activeSessions, activity.activeSessions],
            [texts.lastSeen, activity.lastSeenAt ? formatDateTime(activity.lastSeenAt) : texts.never],
            [texts.contactMessages, activity.contactMessages],
            [texts.emailsSent, activity.emailsSent],
          ]}
        />
        <UserPurchases purchases={purchases} />
      </div>
    </div>
  );
}
