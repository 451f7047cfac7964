import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../components/ui/button';
import { TestModeNotice } from './test-mode-notice';
import type { TCheckoutInput, useCheckoutAction } from './use-checkout-action';

/** Where an offer button leads: a page (`to`), or, with `to` null, a new checkout. */
export interface TOffer {
  to: string | null;
  label: string;
}

interface OfferButtonProps {
  offer: TOffer;
  /** Shown while the checkout is being created ("Creating Checkout..." or "Creating checkout..."). */
  pendingLabel: string;
  checkout: ReturnType<typeof useCheckoutAction>;
  checkoutInput?: TCheckoutInput;
  size?: ButtonProps['size'];
  className?: string;
}

/** The hero, home pricing and /pricing button: a link for visitors and owners, a checkout for everyone else. */
export function OfferButton({
  offer,
  pendingLabel,
  checkout,
  checkoutInput,
  size = 'lg',
  className,
}: OfferButtonProps) {
  if (offer.to) {
    return (
      <Button asChild size={size} className={className}>
        <Link to={offer.to}>{offer.label}</Link>
      </Button>
    );
  }
  return (
    // A grid, so the button keeps the full width its container gives it, with the test-mode line under it.
    <div className={`grid ${className ?? ''}`}>
      <Button
        size={size}
        className={className}
        disabled={checkout.isPending}
        onClick={() => checkout.mutate(checkoutInput ?? {})}
      >
        {checkout.isPending ? pendingLabel : offer.label}
      </Button>
      <TestModeNotice variant="inline" />
    </div>
  );
}
