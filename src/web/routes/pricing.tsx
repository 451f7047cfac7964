import { useState } from 'react';
import { checkoutTexts } from '../../shared/domain/checkout-texts';
import { pricingFaq, pricingFaqHeading } from '../../shared/domain/faq';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { FaqAccordion } from '../components/ui/accordion';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { useAuth } from '../features/auth/auth-context';
import { DiscountCodeField, type TAppliedDiscount } from '../features/checkout/discount-code-field';
import { GuestCheckoutForm } from '../features/checkout/guest-checkout-form';
import { OfferButton } from '../features/checkout/offer-button';
import { TestModeNotice } from '../features/checkout/test-mode-notice';
import { useCheckoutAction } from '../features/checkout/use-checkout-action';
import { KitCard } from '../features/marketing/kit-card';
import { pricingPageAction } from '../features/marketing/pricing-action';
import { usePageDescription } from '../features/marketing/use-page-description';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.pricing;

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
        {offer.to === '/dashboard' ? null : <DiscountCodeField onChange={setDiscount} onInput={setTypedCode} />}
      </KitCard>
      {authState.status === 'unauthenticated' ? (
        <GuestCheckoutForm checkout={checkout} discountCode={discountCode} />
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
