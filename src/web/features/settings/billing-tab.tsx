import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { downloadReceipt, type TPurchaseRecord } from '../../../shared/contract/billing';
import { formatCents, kitPlan, kitPlanName } from '../../../shared/domain/pricing';
import {
  purchaseStatusBadges,
  billingTabTexts as texts,
  unknownPurchaseStatus,
} from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePurchase } from './settings-queries';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'long' });

export function BillingTab({ signedIn }: { signedIn: boolean }) {
  const purchase = usePurchase(signedIn);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {!signedIn ? (
          <p>{texts.signedOut}</p>
        ) : purchase.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
          </div>
        ) : purchase.isError ? (
          <Alert>{texts.loadError}</Alert>
        ) : purchase.data.purchaseInfo.purchaseStatus ? (
          <PurchaseDetails
            {...purchase.data.purchaseInfo}
            purchaseStatus={purchase.data.purchaseInfo.purchaseStatus}
            record={purchase.data.purchase}
          />
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="font-semibold">{texts.noPurchase}</p>
            <p className="text-sm text-muted-foreground">{texts.noPurchaseHint}</p>
            <Button asChild>
              <Link to="/pricing">{texts.viewPricing}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

interface PurchaseDetailsProps {
  purchaseStatus: string;
  purchasePlan: string | null;
  purchaseExpiresAt: Date | null;
  record: TPurchaseRecord | null;
}

function PurchaseDetails({ purchaseStatus, purchasePlan, purchaseExpiresAt, record }: PurchaseDetailsProps) {
  const badge = purchaseStatusBadges[purchaseStatus];
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">{texts.status}</dt>
        <dd>
          <Badge variant={badge?.tone ?? 'outline'}>{badge?.label ?? unknownPurchaseStatus}</Badge>
        </dd>
        <dt className="text-muted-foreground">{texts.plan}</dt>
        <dd className="font-medium">{purchasePlan === kitPlan ? kitPlanName : (purchasePlan ?? '—')}</dd>
        <dt className="text-muted-foreground">{texts.expires}</dt>
        <dd className="font-medium">{purchaseExpiresAt ? formatDate(purchaseExpiresAt) : texts.noExpiry}</dd>
        {record ? (
          <>
            <dt className="text-muted-foreground">{texts.paid}</dt>
            <dd className="font-medium">
              {formatCents(record.amountCents)} · {formatDate(record.paidAt)}
            </dd>
          </>
        ) : null}
      </dl>
      {record ? (
        <section
          aria-labelledby="purchase-actions"
          className="grid justify-items-start gap-3 border-t border-border pt-4"
        >
          <h3 id="purchase-actions" className="text-sm font-semibold">
            {texts.actions}
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
