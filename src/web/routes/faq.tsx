import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function FaqPage() {
  return <PlaceholderPage text={marketingPageTexts.faq} comingSoon={false} />;
}
