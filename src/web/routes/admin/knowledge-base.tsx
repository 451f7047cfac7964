import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { DocumentsPanel } from '../../features/knowledge-base/documents-panel';
import { UploadPanel } from '../../features/knowledge-base/upload-panel';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminKnowledgeBasePage() {
  const text = adminPageTexts.knowledgeBase;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <PageHeader heading={text.heading} description={text.description} />
      <div className="grid gap-8">
        <UploadPanel />
        <DocumentsPanel />
      </div>
    </PageContainer>
  );
}
