import { CreditCard, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { discountFieldTexts } from '../../../shared/domain/checkout-texts';
import { kitName, offerFacts } from '../../../shared/domain/marketing-texts';
import { formatCents } from '../../../shared/domain/pricing';
import { KitInclusions, KitPrice } from '../../components/ui/kit-offer';

interface KitCardProps {
  /** The offer button, built by the route (it may create a checkout). */
  action: ReactNode;
  /** A discount the buyer applied: the card then shows the new price, "Originally $49" and the savings (spec 2). */
  discount?: { discountAmount: number; finalAmount: number } | null;
  /** Shown above the button: the discount-code field. */
  children?: ReactNode;
}

/** The $49 Complete Study Kit card of the pricing page (spec 2). */
export function KitCard({ action, discount, children }: KitCardProps) {
  return (
    <section
      id="kit"
      aria-labelledby="kit-heading"
      className="mx-auto max-w-xl scroll-mt-24 rounded-2xl border-2 border-primary bg-card p-6 shadow-xl shadow-brand-900/10 sm:p-8"
    >
      <h2 id="kit-heading" className="text-2xl font-bold">
        {kitName}
      </h2>
      {discount ? (
        <div className="mt-4" aria-live="polite">
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="text-5xl font-extrabold tracking-tight text-brand-900">
              {formatCents(discount.finalAmount)}
            </span>
            <s className="text-xl text-muted-foreground">{discountFieldTexts.originally}</s>
          </p>
          <p className="mt-2 inline-block rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            {discountFieldTexts.savings(discount.discountAmount)}
          </p>
        </div>
      ) : (
        <KitPrice />
      )}
      <p className="mt-1 text-sm text-muted-foreground">{offerFacts.oneTime}</p>
      <KitInclusions />
      {children ? <div className="mt-8">{children}</div> : null}
      <div className="mt-6 grid">{action}</div>
      <ul className="mt-5 space-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
          {offerFacts.guarantee}
        </li>
        <li className="flex items-center gap-2">
          <CreditCard className="size-4 shrink-0 text-primary" aria-hidden />
          {offerFacts.cards}
        </li>
      </ul>
    </section>
  );
}
