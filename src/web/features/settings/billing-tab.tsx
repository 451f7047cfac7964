import { Link } from 'react-router';
import {
  purchaseStatusBadges,
  billingTabTexts as texts,
  unknownPurchaseStatus,
} from '../../../shared/domain/settings-texts';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePurchase } from './settings-queries';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'long' });

// The Download Receipt action of the spec waits for receipts (a later issue); it is left out rather than faked.
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
          <PurchaseDetails {...purchase.data.purchaseInfo} purchaseStatus={purchase.data.purchaseInfo.purchaseStatus} />
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
}

function PurchaseDetails({ purchaseStatus, purchasePlan, purchaseExpiresAt }: PurchaseDetailsProps) {
  const badge = purchaseStatusBadges[purchaseStatus];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted-foreground">{texts.status}</dt>
      <dd>
        <Badge variant={badge?.tone ?? 'outline'}>{badge?.label ?? unknownPurchaseStatus}</Badge>
      </dd>
      <dt className="text-muted-foreground">{texts.plan}</dt>
      <dd className="font-medium">{purchasePlan ?? '—'}</dd>
      <dt className="text-muted-foreground">{texts.expires}</dt>
      <dd className="font-medium">{purchaseExpiresAt ? formatDate(purchaseExpiresAt) : texts.noExpiry}</dd>
    </dl>
  );
}
