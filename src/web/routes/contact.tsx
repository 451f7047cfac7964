import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function ContactPage() {
  return <PlaceholderPage text={marketingPageTexts.contact} comingSoon={false} />;
}
