import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TLabelCheckResult, TLabelPage, TLabelQuestion } from '../../../shared/contract/labels';
import { labelMessages as messages, labelTexts as texts } from '../../../shared/domain/labels';
import { decodeChoices } from '../../../shared/domain/quizzes';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useCheckLabelAnswers } from './label-queries';
import { LabelSheet } from './label-sheet';

/** What the practice hands to the question view the route plugs in (features do not import each other). */
export interface TLabelQuestionSlot {
  number: number;
  question: TLabelQuestion;
  answer: string;
  onAnswer?: (value: string) => void;
  review?: TLabelCheckResult['results'][number];
}

/**
 * The label beside its questions on a wide screen (the label column scrolls on its own, so the learner reads while
 * answering, as on the real exam); at phone width the label comes first in a scrollable panel of its own.
 */
export function LabelPractice({
  label,
  renderQuestion,
}: {
  label: TLabelPage;
  renderQuestion: (slot: TLabelQuestionSlot) => ReactNode;
}) {
  const [answers, setAnswers] = useState<string[]>(() => label.questions.map(() => ''));
  const [missing, setMissing] = useState(false);
  const check = useCheckLabelAnswers();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const result = check.data;

  function submit() {
    const blank = (answer: string, i: number) =>
      label.questions[i]!.questionType === 'multi_select' ? decodeChoices(answer).length === 0 : answer.trim() === '';
    if (answers.some(blank)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    check.mutate(
      { labelId: label.id, answers: label.questions.map((q, i) => ({ questionId: q.id, answer: answers[i]! })) },
      { onSuccess: () => requestAnimationFrame(() => resultRef.current?.focus()) },
    );
  }

  function retry() {
    check.reset();
    setAnswers(label.questions.map(() => ''));
  }

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
      <section
        aria-labelledby="label-sheet-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
        tabIndex={0}
        data-testid="label-sheet"
        className="grid max-h-[60vh] min-w-0 gap-2 overflow-y-auto rounded-xl border border-border bg-card p-2 focus-visible:outline-2 focus-visible:outline-ring lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)]"
      >
        <h2 id="label-sheet-heading" className="px-2 pt-1 text-lg font-semibold">
          {texts.labelHeading}
        </h2>
        <LabelSheet label={label} />
      </section>
      <section aria-labelledby="label-questions-heading" className="grid min-w-0 gap-4">
        <h2 id="label-questions-heading" className="text-lg font-semibold">
          {texts.questionsHeading}
        </h2>
        {result ? (
          <div className="grid gap-3 rounded-md border border-border bg-muted/50 p-4" data-testid="label-result">
            <p ref={resultRef} tabIndex={-1} className="font-semibold">
              {texts.score(result.correctCount, result.total, result.score)}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={retry}>
                {texts.tryAgain}
              </Button>
              <Link to="/labels" className="self-center font-medium text-primary hover:underline">
                {texts.back}
              </Link>
            </div>
          </div>
        ) : null}
        <ol className="grid gap-4">
          {label.questions.map((question, i) => (
            <li key={question.id}>
              {renderQuestion({
                number: i + 1,
                question,
                answer: answers[i] ?? '',
                onAnswer: result
                  ? undefined
                  : (value) => setAnswers((current) => current.map((item, j) => (j === i ? value : item))),
                review: result?.results[i],
              })}
            </li>
          ))}
        </ol>
        {result ? null : (
          <div className="grid gap-3">
            {missing ? <Alert>{texts.unanswered}</Alert> : null}
            {check.isError ? <Alert>{check.error.message || messages.checkFailed}</Alert> : null}
            <Button className="w-fit" onClick={submit} disabled={check.isPending}>
              {check.isPending ? texts.checking : texts.submit}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
