import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage text={marketingPageTexts.terms} comingSoon={false} />;
}
