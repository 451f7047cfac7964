import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminUsersPage() {
  return <PlaceholderPage text={adminPageTexts.users} />;
}
