import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TLabelCheckResult, TLabelPage, TLabelQuestion } from '../../../shared/contract/labels';
import { labelMessages as messages, labelTexts as texts } from '../../../shared/domain/labels';
import { AnswerSheet, type TAnswerSlot } from '../../components/ui/answer-sheet';
import { Button } from '../../components/ui/button';
import { useCheckLabelAnswers } from './label-queries';
import { LabelSheet } from './label-sheet';

/** What the practice hands to the question view the route plugs in (features do not import each other). */
export type TLabelQuestionSlot = TAnswerSlot<TLabelQuestion, TLabelCheckResult['results'][number]>;

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
  const [round, setRound] = useState(0);
  const check = useCheckLabelAnswers();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const result = check.data;

  function submit(answers: string[]) {
    check.mutate(
      { labelId: label.id, answers: label.questions.map((q, i) => ({ questionId: q.id, answer: answers[i]! })) },
      { onSuccess: () => requestAnimationFrame(() => resultRef.current?.focus()) },
    );
  }

  function retry() {
    check.reset();
    setRound((value) => value + 1);
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
        <AnswerSheet
          key={round}
          questions={label.questions}
          keyOf={(question) => question.id}
          reviews={result?.results}
          renderQuestion={renderQuestion}
          onSubmit={submit}
          pending={check.isPending}
          error={check.isError ? check.error.message || messages.checkFailed : null}
          texts={{ unanswered: texts.unanswered, submit: texts.submit, submitting: texts.checking }}
        />
      </section>
    </div>
  );
}
