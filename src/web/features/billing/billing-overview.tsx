import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { TUser } from '../../../shared/contract/auth';
import { learnerAccess } from '../../../shared/domain/access';
import { billingPageTexts as texts } from '../../../shared/domain/checkout-texts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PurchaseCard } from './purchase-card';

/** /billing for a signed-in user: the purchase card, the unlock prompt (without access) and quick actions. */
export function BillingOverview({ user }: { user: TUser }) {
  const hasAccess = learnerAccess(user) === 'granted';
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        <PurchaseCard />
        {hasAccess ? null : (
          <section
            aria-labelledby="unlock-heading"
            className="rounded-xl border-2 border-primary bg-brand-50 p-6 text-brand-950"
          >
            <h2 id="unlock-heading" className="flex items-center gap-2 text-lg font-bold">
              <Sparkles className="size-5" aria-hidden />
              {texts.unlockHeading}
            </h2>
            <p className="mt-2 text-sm">{texts.unlockText}</p>
            <Button asChild className="mt-4">
              <Link to="/pricing">{texts.viewPricing}</Link>
            </Button>
          </section>
        )}
      </div>
      <Card className="content-start">
        <CardHeader>
          <CardTitle>{texts.quickActions}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {texts.quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
                >
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
