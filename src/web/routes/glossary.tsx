import { glossaryPageTexts } from '../../shared/domain/glossary-texts';
import { backToDashboardText } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { GlossaryBrowser } from '../features/glossary/glossary-browser';
import { usePageTitle } from '../features/site/use-page-title';

export default function GlossaryPage() {
  usePageTitle(glossaryPageTexts.title);
  return (
    <PageContainer>
      <PageHeader
        heading={glossaryPageTexts.heading}
        description={glossaryPageTexts.description}
        backLink={{ to: '/dashboard', label: backToDashboardText }}
      />
      <GlossaryBrowser />
    </PageContainer>
  );
}
