import { Link } from 'react-router';
import { faqCategories, faqFooterTexts } from '../../shared/domain/faq';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { FaqAccordion } from '../components/ui/accordion';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { usePageDescription } from '../features/marketing/use-page-description';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.faq;

export default function FaqPage() {
  usePageTitle(text.title);
  usePageDescription(text.description);
  return (
    <PageContainer className="max-w-3xl">
      <div className="text-center [&_p]:mx-auto">
        <PageHeader heading={text.heading} description={text.description} />
      </div>
      <div className="space-y-10">
        {faqCategories.map(({ category, entries }) => (
          <section key={category} aria-label={category}>
            <h2 className="mb-4 text-xl font-bold tracking-tight text-brand-900">{category}</h2>
            <FaqAccordion items={entries} />
          </section>
        ))}
      </div>
      <section className="mt-14 rounded-2xl bg-brand-50 p-8 text-center">
        <h2 className="text-2xl font-bold tracking-tight">{faqFooterTexts.heading}</h2>
        <p className="mt-2 text-muted-foreground">{faqFooterTexts.text}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/contact">{faqFooterTexts.button}</Link>
        </Button>
      </section>
    </PageContainer>
  );
}
