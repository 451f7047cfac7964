import { lazy, Suspense, useState } from 'react';
import { checkoutTexts, discountFieldTexts } from '../../shared/domain/checkout-texts';
import { pricingFaq, pricingFaqHeading } from '../../shared/domain/faq';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { FaqAccordion } from '../components/ui/accordion';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { useAuth } from '../features/auth/auth-context';
import type { TAppliedDiscount } from '../features/checkout/discount-code-field';
import { OfferButton } from '../features/checkout/offer-button';
import { TestModeNotice } from '../features/checkout/test-mode-notice';
import { useCheckoutAction } from '../features/checkout/use-checkout-action';
import { KitCard } from '../features/marketing/kit-card';
import { pricingPageAction } from '../features/marketing/pricing-action';
import { usePageDescription } from '../features/marketing/use-page-description';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.pricing;

// The two forms validate with the contract's zod schemas; loaded beside the page, they keep zod off its first paint.
const DiscountCodeField = lazy(() =>
  import('../features/checkout/discount-code-field').then((module) => ({ default: module.DiscountCodeField })),
);
const GuestCheckoutForm = lazy(() =>
  import('../features/checkout/guest-checkout-form').then((module) => ({ default: module.GuestCheckoutForm })),
);

/** The discount field's own label and box, disabled, until it has loaded: same size, so nothing moves. */
const discountFieldPlaceholder = (
  <FormField label={discountFieldTexts.label}>
    <Input disabled placeholder={discountFieldTexts.placeholder} />
  </FormField>
);

export default function PricingPage() {
  const { authState } = useAuth();
  const [discount, setDiscount] = useState<TAppliedDiscount | null>(null);
  const [typedCode, setTypedCode] = useState('');
  // A typed code goes with the purchase even if its check has not answered yet; the server judges it again.
  const discountCode = discount?.code ?? (typedCode || undefined);
  // Spec 4: on the pricing page an external checkout replaces the page instead of opening a popup.
  const checkout = useCheckoutAction({ wholePage: true });
  usePageTitle(text.title);
  usePageDescription(text.description);
  const user = authState.status === 'authenticated' ? authState.user : null;
  const offer = pricingPageAction(user);
  return (
    <PageContainer className="max-w-4xl">
      <div className="text-center [&_p]:mx-auto">
        <PageHeader heading={text.heading} description={text.description} />
      </div>
      <div className="mx-auto mb-8 max-w-xl">
        <TestModeNotice variant="banner" />
      </div>
      <KitCard
        discount={discount}
        action={
          <OfferButton
            offer={offer}
            pendingLabel={checkoutTexts.creatingPricing}
            checkout={checkout}
            checkoutInput={{ discountCode }}
          />
        }
      >
        {/* Owners have nothing left to buy, so the code field would only confuse them. */}
        {offer.to === '/dashboard' ? null : (
          <Suspense fallback={discountFieldPlaceholder}>
            <DiscountCodeField onChange={setDiscount} onInput={setTypedCode} />
          </Suspense>
        )}
      </KitCard>
      {authState.status === 'unauthenticated' ? (
        <Suspense fallback={null}>
          <GuestCheckoutForm checkout={checkout} discountCode={discountCode} />
        </Suspense>
      ) : null}
      <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-16 max-w-3xl">
        <h2 id="pricing-faq-heading" className="mb-6 text-center text-2xl font-bold tracking-tight">
          {pricingFaqHeading}
        </h2>
        <FaqAccordion items={pricingFaq} />
      </section>
    </PageContainer>
  );
}
