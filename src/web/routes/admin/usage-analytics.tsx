import { adminPageTexts } from '../../../shared/domain/page-texts';
import { PlaceholderPage } from '../../app/placeholder-page';

export default function AdminUsageAnalyticsPage() {
  return <PlaceholderPage text={adminPageTexts.usageAnalytics} />;
}
