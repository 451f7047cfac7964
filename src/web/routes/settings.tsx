import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function SettingsPage() {
  return (
    <PlaceholderPage text={learnerPageTexts.settings} backLink={{ to: '/dashboard', label: backToDashboardText }} />
  );
}
