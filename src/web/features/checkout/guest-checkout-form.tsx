import { useState } from 'react';
import { createCheckoutSession } from '../../../shared/contract/billing';
import { checkoutTexts, guestCheckoutTexts as texts } from '../../../shared/domain/checkout-texts';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import type { useCheckoutAction } from './use-checkout-action';

interface GuestCheckoutFormProps {
  checkout: ReturnType<typeof useCheckoutAction>;
  discountCode: string | undefined;
}

/** A visitor can pay first and set a password from the e-mail sent after payment. */
export function GuestCheckoutForm({ checkout, discountCode }: GuestCheckoutFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  return (
    <section
      aria-labelledby="guest-checkout-heading"
      className="mx-auto mt-6 max-w-xl rounded-2xl border border-border bg-card p-6"
    >
      <h2 id="guest-checkout-heading" className="text-lg font-semibold">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{texts.description}</p>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          // The contract's own rule and message for the guest e-mail.
          const parsed = createCheckoutSession.input.safeParse({ email, discountCode });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          checkout.mutate({ email: parsed.data.email, discountCode: parsed.data.discountCode });
        }}
      >
        <FormField label={texts.email} error={error}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={checkout.isPending}>
          {checkout.isPending ? checkoutTexts.creatingPricing : texts.submit}
        </Button>
      </form>
    </section>
  );
}
