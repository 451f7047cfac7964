import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { kitOverviewTexts as texts } from '../../../shared/domain/dashboard-texts';
import { kitName, offerFacts } from '../../../shared/domain/marketing-texts';
import { KitInclusions, KitPrice } from '../../components/ui/kit-offer';

/**
 * What a student without access gets by buying, in place of cards that would only lead to the purchase wall. The
 * list is the pricing card's own (kitInclusions); the purchase button comes from the route.
 */
export function KitOverview({ action, notice }: { action: ReactNode; notice: string | null }) {
  return (
    <section
      aria-labelledby="kit-overview-heading"
      className="max-w-2xl rounded-2xl border-2 border-primary bg-card p-6 shadow-card sm:p-8"
    >
      <h2 id="kit-overview-heading" className="text-2xl font-bold">
        {texts.heading}
      </h2>
      {notice ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{notice}</p>
      ) : null}
      <p className="mt-2 text-muted-foreground">{texts.intro}</p>
      <p className="mt-4 font-semibold">{kitName}</p>
      <KitPrice />
      <p className="mt-1 text-sm text-muted-foreground">{offerFacts.oneTime}</p>
      <KitInclusions />
      <div className="mt-6 grid gap-3 sm:max-w-xs">{action}</div>
      <Link to="/pricing" className="mt-4 inline-block font-medium text-primary underline-offset-2 hover:underline">
        {texts.viewPricing}
      </Link>
    </section>
  );
}
