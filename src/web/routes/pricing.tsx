import { pricingFaq, pricingFaqHeading } from '../../shared/domain/faq';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { FaqAccordion } from '../components/ui/accordion';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { useAuth } from '../features/auth/auth-context';
import { KitCard } from '../features/marketing/kit-card';
import { pricingPageAction } from '../features/marketing/pricing-action';
import { usePageDescription } from '../features/marketing/use-page-description';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.pricing;

export default function PricingPage() {
  const { authState } = useAuth();
  usePageTitle(text.title);
  usePageDescription(text.description);
  const user = authState.status === 'authenticated' ? authState.user : null;
  return (
    <PageContainer className="max-w-4xl">
      <div className="text-center [&_p]:mx-auto">
        <PageHeader heading={text.heading} description={text.description} />
      </div>
      <KitCard action={pricingPageAction(user)} />
      <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-16 max-w-3xl">
        <h2 id="pricing-faq-heading" className="mb-6 text-center text-2xl font-bold tracking-tight">
          {pricingFaqHeading}
        </h2>
        <FaqAccordion items={pricingFaq} />
      </section>
    </PageContainer>
  );
}
