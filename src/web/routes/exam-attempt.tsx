import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import type { TAttemptResult } from '../../shared/contract/quizzes';
import { examMessages } from '../../shared/domain/quizzes';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { AttemptMessage } from '../features/attempt-result/attempt-message';
import { AttemptResult, type TResultSlots } from '../features/attempt-result/attempt-result';
import { attemptResultQuery, primeAttemptResult } from '../features/attempt-result/result-queries';
import { resultTexts } from '../features/attempt-result/result-texts';
import { examSessionQuery, isNotFoundError, isQuizAttemptError } from '../features/exam-session/exam-queries';
import { ExamSession, type TExamQuestionSlot } from '../features/exam-session/exam-session';
import { examTexts } from '../features/exam-session/exam-texts';
import { QuestionView } from '../features/quiz/question-view';
import { ReportProblemButton } from '../features/report-problem/report-problem-button';
import { usePageTitle } from '../features/site/use-page-title';
import { currentExamQueryKey, progressQueryKey } from '../lib/attempt-query-keys';

// The quiz views plug into the exam and results screens here, because features do not import each other.
const renderExamQuestion = ({ question, answer, onAnswer }: TExamQuestionSlot) => (
  <QuestionView
    number={question.position + 1}
    question={question}
    answer={answer}
    onAnswer={onAnswer}
    mode="answering"
    idPrefix="exam"
  />
);
const resultSlotsFor = (attemptId: string): TResultSlots => ({
  renderQuestion: ({ item, number, marks }) => (
    <>
      <QuestionView
        number={number}
        question={item}
        answer={item.answer ?? ''}
        mode="review"
        review={item}
        idPrefix="review"
        actions={marks}
      />
      <ReportProblemButton target={{ kind: 'question', attemptId, position: item.position }} className="mt-1" />
    </>
  ),
});

/** /exams/attempt/:attemptId: a timed exam in progress, or the results and review of any closed attempt. */
export default function ExamAttemptPage() {
  const { attemptId = '' } = useParams();
  // A new id is a new attempt: no state (answers, the closed flag) carries over.
  return <AttemptScreen key={attemptId} attemptId={attemptId} />;
}

function AttemptScreen({ attemptId }: { attemptId: string }) {
  const queryClient = useQueryClient();
  const session = useQuery(examSessionQuery(attemptId));
  const [closed, setClosed] = useState(false);
  const showResult =
    closed ||
    (session.data !== undefined && session.data.status !== 'in_progress') ||
    isQuizAttemptError(session.error);
  const result = useQuery({ ...attemptResultQuery(attemptId), enabled: showResult });
  const title = result.data?.title ?? session.data?.title;
  usePageTitle(showResult ? `${resultTexts.pageTitle}: ${title ?? ''}` : (title ?? examTexts.pageTitle));

  const onClosed = useCallback(
    (submitted: TAttemptResult | null) => {
      if (submitted) primeAttemptResult(queryClient, submitted);
      // The closed exam now counts in the history, trend and readiness, and is no longer the one to resume.
      void queryClient.invalidateQueries({ queryKey: progressQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentExamQueryKey });
      setClosed(true);
      window.scrollTo({ top: 0 });
    },
    [queryClient],
  );

  if (!showResult && session.isError) {
    return (
      <PageContainer>
        {isNotFoundError(session.error) ? (
          <AttemptMessage message={examMessages.attemptNotFound} />
        ) : (
          <AttemptMessage
            message={session.error.message}
            onRetry={() => void session.refetch()}
            retryLabel={examTexts.retry}
          />
        )}
      </PageContainer>
    );
  }
  if (!showResult && !session.data) return <PageSkeleton />;

  return (
    <PageContainer>
      <PageHeader
        heading={title ?? resultTexts.pageTitle}
        description={showResult ? resultTexts.pageTitle : undefined}
        backLink={{ to: '/exams', label: examTexts.backToExams }}
      />
      {showResult || !session.data ? (
        <AttemptResult attemptId={attemptId} {...resultSlotsFor(attemptId)} focusOnMount={closed} />
      ) : (
        <ExamSession
          session={session.data}
          receivedAt={session.dataUpdatedAt}
          renderQuestion={renderExamQuestion}
          onClosed={onClosed}
        />
      )}
    </PageContainer>
  );
}
