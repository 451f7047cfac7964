import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PlaceholderPage } from '../app/placeholder-page';

export default function ExamsPage() {
  return <PlaceholderPage text={learnerPageTexts.exams} backLink={{ to: '/dashboard', label: backToDashboardText }} />;
}
