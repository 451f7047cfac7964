import { Check, CreditCard, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { kitInclusions, kitListPrice, kitName, kitPrice, offerFacts } from '../../../shared/domain/marketing-texts';
import { Button } from '../../components/ui/button';

interface KitCardProps {
  action: { to: string; label: string };
}

/** The $49 Complete Study Kit card of the pricing page (spec 2). */
export function KitCard({ action }: KitCardProps) {
  return (
    <section
      id="kit"
      aria-labelledby="kit-heading"
      className="mx-auto max-w-xl scroll-mt-24 rounded-2xl border-2 border-primary bg-card p-6 shadow-xl shadow-brand-900/10 sm:p-8"
    >
      <h2 id="kit-heading" className="text-2xl font-bold">
        {kitName}
      </h2>
      <p className="mt-4 flex items-baseline gap-3">
        <span className="text-5xl font-extrabold tracking-tight text-brand-900">{kitPrice}</span>
        <s className="text-2xl text-muted-foreground">
          <span className="sr-only">Regular price </span>
          {kitListPrice}
        </s>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{offerFacts.oneTime}</p>
      <ul className="mt-6 space-y-3">
        {kitInclusions.map((item) => (
          <li key={item} className="flex gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-8 w-full">
        <Link to={action.to}>{action.label}</Link>
      </Button>
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
