import { outboxTexts } from '../../../shared/domain/admin-texts';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { OutboxList } from '../../features/outbox/outbox-list';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminOutboxPage() {
  usePageTitle(outboxTexts.title);
  return (
    <PageContainer>
      <PageHeader heading={outboxTexts.heading} description={outboxTexts.description} />
      <OutboxList />
    </PageContainer>
  );
}
