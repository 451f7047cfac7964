import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage text={marketingPageTexts.privacy} comingSoon={false} />;
}
