import { CreditCard, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { homeSectionTexts, kitName, offerFacts } from '../../../shared/domain/marketing-texts';
import { KitInclusions, KitPrice } from '../../components/ui/kit-offer';

/** `action` is the offer button, built by the route (it may create a checkout). */
export function HomePricing({ action }: { action: ReactNode }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      // Keeps the heading clear of the sticky header when a #pricing link scrolls here.
      className="scroll-mt-24 bg-gradient-to-b from-background to-brand-50 px-4 py-16 sm:px-6"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="pricing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {homeSectionTexts.pricingHeading}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{homeSectionTexts.pricingIntro}</p>
      </div>
      <div className="mx-auto mt-10 max-w-xl rounded-2xl border-2 border-primary bg-card p-6 shadow-xl shadow-brand-900/10 sm:p-8">
        <h3 className="text-xl font-bold">{kitName}</h3>
        <KitPrice />
        <p className="mt-1 text-sm text-muted-foreground">{offerFacts.oneTime}</p>
        <KitInclusions />
        <div className="mt-8 grid">{action}</div>
        <div className="mt-5 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <span className="inline-flex items-center gap-1.5">
            <ShieldCheck className="size-4 text-primary" aria-hidden />
            {offerFacts.guarantee}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CreditCard className="size-4 text-primary" aria-hidden />
            {offerFacts.cards}
          </span>
        </div>
      </div>
    </section>
  );
}
