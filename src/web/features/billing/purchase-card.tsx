import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { downloadReceipt, type TPurchaseRecord } from '../../../shared/contract/billing';
import { billingPageTexts as texts } from '../../../shared/domain/checkout-texts';
import { formatCents, kitPlan, kitPlanName } from '../../../shared/domain/pricing';
import { purchaseStatusBadges, unknownPurchaseStatus } from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format-date';
import { usePurchase } from './billing-queries';

/** Spec 2 /billing: the purchase card, also meant for the settings Billing tab. Renders for signed-in users only. */
export function PurchaseCard({ showPricingLink = false }: { showPricingLink?: boolean }) {
  const purchase = usePurchase(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.cardTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {purchase.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
          </div>
        ) : purchase.isError ? (
          <Alert>{texts.loadError}</Alert>
        ) : purchase.data.purchaseInfo.purchaseStatus ? (
          <PurchaseDetails
            status={purchase.data.purchaseInfo.purchaseStatus}
            plan={purchase.data.purchaseInfo.purchasePlan}
            expiresAt={purchase.data.purchaseInfo.purchaseExpiresAt}
            record={purchase.data.purchase}
          />
        ) : (
          <div className="grid justify-items-start gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold">{texts.noPurchase}</p>
              <Badge variant="secondary">{texts.freeAccount}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{texts.noPurchaseHint}</p>
            {showPricingLink ? (
              <Link to="/pricing" className={buttonClasses('primary')}>
                {texts.viewPricing}
              </Link>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

interface PurchaseDetailsProps {
  status: string;
  plan: string | null;
  expiresAt: Date | null;
  record: TPurchaseRecord | null;
}

function PurchaseDetails({ status, plan, expiresAt, record }: PurchaseDetailsProps) {
  const badge = purchaseStatusBadges[status];
  const note = status === 'pending' ? texts.pendingText : status === 'failed' ? texts.failedText : null;
  const planName = (record?.plan ?? plan) === kitPlan ? kitPlanName : (record?.plan ?? plan ?? kitPlanName);
  return (
    <div className="grid gap-5">
      {note ? (
        <p
          className={
            badge?.tone === 'warning'
              ? 'rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950'
              : 'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900'
          }
        >
          {note}
        </p>
      ) : null}
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">{texts.status}</dt>
        <dd>
          <Badge variant={badge?.tone ?? 'outline'}>{badge?.label ?? unknownPurchaseStatus}</Badge>
        </dd>
        <dt className="text-muted-foreground">{texts.plan}</dt>
        <dd className="font-medium">{planName}</dd>
        {record ? (
          <>
            <dt className="text-muted-foreground">{texts.amountPaid}</dt>
            <dd className="font-medium">{formatCents(record.amountCents)}</dd>
            <dt className="text-muted-foreground">{texts.discount}</dt>
            <dd className="font-medium">
              {record.discountCents > 0
                ? `${formatCents(record.discountCents)}${record.discountCode ? ` (${record.discountCode})` : ''}`
                : texts.noDiscount}
            </dd>
            <dt className="text-muted-foreground">{texts.date}</dt>
            <dd className="font-medium">{formatDate(record.paidAt)}</dd>
          </>
        ) : null}
        {expiresAt ? (
          <>
            <dt className="text-muted-foreground">{texts.accessUntil}</dt>
            <dd className="font-medium">{formatDate(expiresAt)}</dd>
          </>
        ) : null}
      </dl>
      {record ? (
        <section
          aria-labelledby="purchase-actions"
          className="grid justify-items-start gap-3 border-t border-border pt-4"
        >
          <h3 id="purchase-actions" className="text-sm font-semibold">
            {texts.purchaseActions}
          </h3>
          {/* A plain link: the browser downloads the PDF itself, with the session cookie. */}
          <a href={downloadReceipt.path} download className={buttonClasses('outline')}>
            <Download aria-hidden />
            {texts.downloadReceipt}
          </a>
        </section>
      ) : null}
    </div>
  );
}
