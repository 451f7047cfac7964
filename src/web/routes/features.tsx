import { Link } from 'react-router';
import { featureTexts } from '../../shared/domain/marketing-texts';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { ChatFeatureMockup, FlashcardFeatureMockup, QuizFeatureMockup } from '../features/marketing/feature-mockups';
import { usePageDescription } from '../features/marketing/use-page-description';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.features;
const mockups = { ai: ChatFeatureMockup, quizzes: QuizFeatureMockup, flashcards: FlashcardFeatureMockup };

export default function FeaturesPage() {
  usePageTitle(text.title);
  usePageDescription(text.description);
  return (
    <PageContainer>
      <div className="text-center [&_p]:mx-auto">
        <PageHeader heading={text.heading} description={text.description} />
      </div>
      <div className="space-y-16">
        {featureTexts.items.map(({ key, title, text: body }, index) => {
          const Mockup = mockups[key];
          return (
            <section key={key} aria-labelledby={`feature-${key}`} className="grid items-center gap-8 md:grid-cols-2">
              <div className={index % 2 ? 'md:order-2' : undefined}>
                <h2 id={`feature-${key}`} className="text-2xl font-bold tracking-tight text-brand-900">
                  {title}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{body}</p>
              </div>
              <div className="flex justify-center">
                <Mockup />
              </div>
            </section>
          );
        })}
      </div>
      <section className="mt-20 rounded-2xl bg-brand-900 px-6 py-12 text-center text-white">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{featureTexts.ctaHeading}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{featureTexts.ctaText}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to="/pricing">{featureTexts.ctaPricing}</Link>
          </Button>
          <Button asChild size="lg" className="border border-white/60 bg-transparent hover:bg-white/10">
            <Link to="/register">{featureTexts.ctaRegister}</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
