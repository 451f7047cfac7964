import { defaultPlatformConfig } from '../../shared/domain/brand';
import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { LegalDocument } from '../features/legal/legal-document';
import { legalUpdated } from '../features/legal/legal-types';
import { privacySections } from '../features/legal/privacy-content';
import { usePageDescription } from '../features/marketing/use-page-description';
import { useSiteConfig } from '../features/site/site-config-query';
import { usePageTitle } from '../features/site/use-page-title';

const text = marketingPageTexts.privacy;

export default function PrivacyPage() {
  usePageTitle(text.title);
  usePageDescription(text.description);
  // The default brand stands in while the config loads, so the document never renders with a gap.
  const brand = useSiteConfig().config?.brandName ?? defaultPlatformConfig.brandName;
  return (
    <PageContainer>
      <PageHeader heading={text.heading} description={text.description} />
      <LegalDocument updated={legalUpdated} sections={privacySections(brand)} />
    </PageContainer>
  );
}
