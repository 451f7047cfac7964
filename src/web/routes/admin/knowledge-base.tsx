import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminKnowledgeBasePage() {
  return <PlaceholderPage text={adminPageTexts.knowledgeBase} />;
}
