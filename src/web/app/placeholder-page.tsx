import type { ReactNode } from 'react';
import type { TPageText } from '../../shared/domain/page-texts';
import { ComingSoon } from '../components/ui/coming-soon';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { usePageTitle } from '../features/site/use-page-title';

interface PlaceholderPageProps {
  text: TPageText;
  backLink?: { to: string; label: string };
  /** Marketing pages carry their own honest paragraph instead of the coming-soon note. */
  comingSoon?: boolean;
  children?: ReactNode;
}

/** A screen whose real content arrives in a later issue: the spec's title and heading, and an honest note. */
export function PlaceholderPage({ text, backLink, comingSoon = true, children }: PlaceholderPageProps) {
  usePageTitle(text.title);
  return (
    <PageContainer>
      <PageHeader heading={text.heading} description={text.description} backLink={backLink} />
      {comingSoon ? <ComingSoon /> : null}
      {children}
    </PageContainer>
  );
}
