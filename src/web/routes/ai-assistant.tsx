import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { usePageTitle } from '../features/site/use-page-title';
import { OfflineModeNote } from '../features/tutor/offline-mode-note';
import { TutorChat } from '../features/tutor/tutor-chat';

/** /ai-assistant (spec 2): the AI tutor's chat, with the learner's conversation history. */
export default function AiAssistantPage() {
  const texts = learnerPageTexts.aiAssistant;
  usePageTitle(texts.title);
  return (
    <PageContainer>
      <PageHeader
        heading={texts.heading}
        description={texts.description}
        backLink={{ to: '/dashboard', label: backToDashboardText }}
      />
      <OfflineModeNote />
      <TutorChat />
    </PageContainer>
  );
}
