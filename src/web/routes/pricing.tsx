import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function PricingPage() {
  return <PlaceholderPage text={marketingPageTexts.pricing} comingSoon={false} />;
}
