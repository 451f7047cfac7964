import { useState } from 'react';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { Card, CardContent } from '../components/ui/card';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { ContactForm } from '../features/contact/contact-form';
import { ContactThankYou } from '../features/contact/contact-thank-you';
import { usePageDescription } from '../features/marketing/use-page-description';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.contact;

export default function ContactPage() {
  usePageTitle(text.title);
  usePageDescription(text.description);
  const [sent, setSent] = useState(false);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader heading={text.heading} description={text.description} />
      <Card>
        <CardContent>
          {sent ? <ContactThankYou onAgain={() => setSent(false)} /> : <ContactForm onSent={() => setSent(true)} />}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
