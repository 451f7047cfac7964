import { Check } from 'lucide-react';
import { kitInclusions, kitListPrice, kitPrice } from '../../../shared/domain/marketing-texts';

/** The kit's price beside the crossed-out list price, as the home page and /pricing show it. */
export function KitPrice() {
  return (
    <p className="mt-4 flex items-baseline gap-3">
      <span className="text-5xl font-extrabold tracking-tight text-brand-900">{kitPrice}</span>
      <s className="text-2xl text-muted-foreground">
        <span className="sr-only">Regular price </span>
        {kitListPrice}
      </s>
    </p>
  );
}

/** What the kit includes, with a check mark per item. */
export function KitInclusions() {
  return (
    <ul className="mt-6 space-y-3">
      {kitInclusions.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
