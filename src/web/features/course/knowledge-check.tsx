import { CircleCheck, RotateCcw } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TCheckQuestion, TCheckResult, TKnowledgeCheck } from '../../../shared/contract/course';
import { knowledgeCheckTexts as texts } from '../../../shared/domain/course-texts';
import { Alert } from '../../components/ui/alert';
import { AnswerSheet, type TAnswerSlot } from '../../components/ui/answer-sheet';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useKnowledgeCheck, useSubmitKnowledgeCheck } from './check-queries';

/** What the check hands to the question view the route plugs in (features do not import each other). */
/** Once checked, `review` carries the key, the explanation, the verdict and the section that teaches it. */
export type TCheckQuestionSlot = TAnswerSlot<TCheckQuestion, TCheckResult['review'][number]>;

type TRenderQuestion = (slot: TCheckQuestionSlot) => ReactNode;

/**
 * The lesson's knowledge check, at the end of the reader. Nothing shows for a lesson without one (it has "Mark as
 * read" only). "Try again" asks the next round, so a retry brings other questions where the lesson has them.
 */
export function KnowledgeCheck({ lessonId, renderQuestion }: { lessonId: string; renderQuestion: TRenderQuestion }) {
  const [round, setRound] = useState(0);
  const check = useKnowledgeCheck(lessonId, round);
  if (check.isPending) return <Skeleton className="h-48 w-full" />;
  if (check.isError) return <Alert>{check.error.message || texts.loadFailed}</Alert>;
  if (!check.data.check) return null;
  return (
    <CheckForm
      key={`${lessonId}:${round}`}
      check={check.data.check}
      renderQuestion={renderQuestion}
      onRetry={() => setRound((value) => value + 1)}
    />
  );
}

function CheckForm({
  check,
  renderQuestion,
  onRetry,
}: {
  check: TKnowledgeCheck;
  renderQuestion: TRenderQuestion;
  onRetry: () => void;
}) {
  const submission = useSubmitKnowledgeCheck();
  const resultHeading = useRef<HTMLParagraphElement>(null);
  const result = submission.data;

  function submit(answers: string[]) {
    submission.mutate(
      {
        lessonId: check.lessonId,
        round: check.round,
        answers: check.questions.map((question, i) => ({ questionId: question.questionId, answer: answers[i]! })),
      },
      { onSuccess: () => requestAnimationFrame(() => resultHeading.current?.focus()) },
    );
  }

  return (
    <section
      aria-labelledby="knowledge-check-heading"
      className="grid gap-5 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="knowledge-check-heading" className="text-2xl font-semibold tracking-tight">
          {texts.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.intro(check.questions.length, check.passingCount)}</p>
      </div>
      {result ? <CheckOutcome result={result} headingRef={resultHeading} onRetry={onRetry} /> : null}
      <AnswerSheet
        questions={check.questions}
        keyOf={(question) => question.questionId}
        reviews={result?.review}
        renderQuestion={renderQuestion}
        onSubmit={submit}
        pending={submission.isPending}
        error={submission.isError ? submission.error.message || texts.submitFailed : null}
        texts={{ unanswered: texts.unanswered, submit: texts.submit, submitting: texts.submitting }}
      />
    </section>
  );
}

function CheckOutcome({
  result,
  headingRef,
  onRetry,
}: {
  result: TCheckResult;
  headingRef: React.RefObject<HTMLParagraphElement | null>;
  onRetry: () => void;
}) {
  return (
    <div
      data-testid="knowledge-check-result"
      data-passed={result.passed}
      className={
        result.passed
          ? 'grid gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900'
          : 'grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950'
      }
    >
      <p ref={headingRef} tabIndex={-1} className="flex items-start gap-2 font-semibold">
        {result.passed ? <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden /> : null}
        {result.passed
          ? texts.passed(result.correctCount, result.total)
          : texts.failed(result.correctCount, result.total, result.passingCount)}
      </p>
      {result.reread.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{texts.reread}</p>
          <ul className="list-disc pl-5">
            {result.reread.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: section.id }} className="font-medium underline underline-offset-2">
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.passed ? null : (
        <Button variant="outline" className="w-fit bg-card" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {texts.retry}
        </Button>
      )}
    </div>
  );
}
