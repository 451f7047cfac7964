import { backToDashboardText, learnerPageTexts } from '../../shared/domain/page-texts';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { useAuth } from '../features/auth/auth-context';
import { LabelPracticeCard } from '../features/labels/label-list';
import { ProgressPanel } from '../features/progress/progress-panel';
import { ExamLauncher } from '../features/quiz/exam-launcher';
import { QuizGenerator } from '../features/quiz/quiz-generator';
import { useQuizSession } from '../features/quiz/use-quiz-session';
import { usePageTitle } from '../features/site/use-page-title';

/** /exams, "AI Exam Generator" (spec 2): the quiz generator, timed practice exams, and the learner's progress. */
export default function ExamsPage() {
  const text = learnerPageTexts.exams;
  usePageTitle(text.title);
  const quiz = useQuizSession();
  const { authState } = useAuth();
  const learnerStates = authState.status === 'authenticated' ? authState.user.states : [];
  return (
    <PageContainer>
      <PageHeader heading={text.heading} backLink={{ to: '/dashboard', label: backToDashboardText }} />
      <div className="grid gap-8">
        <QuizGenerator session={quiz} />
        <ExamLauncher learnerStates={learnerStates} />
        <LabelPracticeCard />
        <ProgressPanel
          onPracticeTopics={(topicIds) => {
            quiz.practiceTopics(topicIds);
            document.getElementById('practice-quiz')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          practicePending={quiz.generation.isPending}
        />
      </div>
    </PageContainer>
  );
}
