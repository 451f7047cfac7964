import { labelTexts as texts } from '../../shared/domain/labels';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { LabelList } from '../features/labels/label-list';
import { usePageTitle } from '../features/site/use-page-title';

/** /labels: label-reading practice (issue 17), the specimen labels to choose from. */
export default function LabelsPage() {
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <PageHeader
        heading={texts.title}
        description={texts.intro}
        backLink={{ to: '/exams', label: texts.backToExams }}
      />
      <LabelList />
    </PageContainer>
  );
}
