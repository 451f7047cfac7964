import type { TPurchaseRecord } from '../../../shared/contract/billing';
import { adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { refundWindowDays } from '../../../shared/domain/billing';
import { formatCents, kitPlan, kitPlanName } from '../../../shared/domain/pricing';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { RefundPurchaseDialog } from './refund-purchase-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Paid, not refunded, within the guarantee window (the server checks the same rule). */
const isRefundable = (purchase: TPurchaseRecord) =>
  purchase.status === 'completed' && Date.now() - purchase.paidAt.getTime() <= refundWindowDays * DAY_MS;

/** Every purchase of the user, newest first as the server sends them, with what was paid and any refund. */
export function UserPurchases({ purchases }: { purchases: TPurchaseRecord[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.purchaseHistory}</CardTitle>
      </CardHeader>
      <CardContent>
        {purchases.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noPurchases}</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {purchases.map((purchase) => (
              <li key={purchase.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{purchase.plan === kitPlan ? kitPlanName : purchase.plan}</span>
                <span>{formatCents(purchase.amountCents)}</span>
                {purchase.discountCode ? <Badge variant="outline">{purchase.discountCode}</Badge> : null}
                <Badge variant={purchase.status === 'completed' ? 'success' : 'destructive'} className="capitalize">
                  {purchase.status}
                </Badge>
                <span className="text-muted-foreground">
                  {formatDate(purchase.paidAt)}
                  {purchase.refundedAt ? ` · ${texts.refunded} ${formatDate(purchase.refundedAt)}` : ''}
                </span>
                {isRefundable(purchase) ? <RefundPurchaseDialog purchase={purchase} /> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
