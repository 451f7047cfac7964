import { marketingPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function FeaturesPage() {
  return <PlaceholderPage text={marketingPageTexts.features} comingSoon={false} />;
}
