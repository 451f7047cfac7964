import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function AiAssistantPage() {
  return (
    <PlaceholderPage text={learnerPageTexts.aiAssistant} backLink={{ to: '/dashboard', label: backToDashboardText }} />
  );
}
