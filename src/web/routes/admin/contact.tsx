import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ContactInbox } from '../../features/admin-contact/contact-inbox';
import { usePageTitle } from '../../features/site/use-page-title';

export default function AdminContactPage() {
  const text = adminPageTexts.contact;
  usePageTitle(text.title);
  return (
    <PageContainer>
      <PageHeader heading={text.heading} />
      <ContactInbox />
    </PageContainer>
  );
}
