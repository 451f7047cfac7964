import type { z } from 'zod';
import type { ZPendingInvitation } from '../../../shared/contract/admin-operations';
import { userManagementTexts as texts } from '../../../shared/domain/admin-operations-texts';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Accounts created by an admin that nobody has claimed yet; an expired link means inviting again. */
export function PendingInvitations({ invitations }: { invitations: z.infer<typeof ZPendingInvitation>[] }) {
  const now = Date.now();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.invitationsTitle}</CardTitle>
        <CardDescription>{texts.invitationsCaption}</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.invitationsEmpty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b">
                  <th className="py-2 pr-3 font-medium">{texts.invitedName}</th>
                  <th className="py-2 pr-3 font-medium">{texts.invitedEmail}</th>
                  <th className="py-2 pr-3 font-medium">{texts.invitedAt}</th>
                  <th className="py-2 font-medium">{texts.linkExpires}</th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((invitation) => (
                  <tr key={invitation.userId} className="border-b last:border-0">
                    <td className="py-2 pr-3">{invitation.displayName}</td>
                    <td className="break-all py-2 pr-3">{invitation.email}</td>
                    <td className="py-2 pr-3">{formatDate(invitation.invitedAt)}</td>
                    <td className="py-2">
                      {invitation.linkExpiresAt && invitation.linkExpiresAt.getTime() > now ? (
                        formatDate(invitation.linkExpiresAt)
                      ) : (
                        <Badge variant="outline">{texts.expired}</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
