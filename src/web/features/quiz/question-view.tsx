import type { ReactNode } from 'react';
import { questionViewTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { quizTexts } from '../../../shared/domain/quizzes';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { AnswerFeedback, type TQuestionReview } from './answer-feedback';
import { ChoiceOptions } from './choice-options';

export type { TQuestionReview } from './answer-feedback';

/** What the view needs of a question: a quiz question, an exam question and a reviewed one all have it. */
export interface TViewQuestion {
  questionText: string;
  questionType: string;
  options?: string[];
  unit?: string;
}

export interface QuestionViewProps {
  /** 1-based, as shown. */
  number: number;
  question: TViewQuestion;
  /** The learner's answer; '' is blank. */
  answer: string;
  onAnswer?: (value: string) => void;
  mode: 'answering' | 'review';
  /** Review mode: the key, the explanation and whether the answer was right. */
  review?: TQuestionReview;
  /** Unique per list of questions on the page, so ids and radio names never clash. */
  idPrefix: string;
  /** Extra controls beside the question number (the exam screen's flag button). */
  actions?: ReactNode;
  /** Inside another card (the quiz generator): on a phone the question is then not a card of its own, so the
   * nested borders and paddings do not squeeze its text. */
  flat?: boolean;
  className?: string;
}

/** How a question is answered: which options to offer (spec 2, "Quiz views"), or none for a typed answer. */
function choicesOf(question: TViewQuestion): { options: string[]; multiple: boolean } | null {
  const options = question.options?.length ? question.options : null;
  switch (question.questionType) {
    case 'true_false':
      return { options: options ?? texts.trueFalse, multiple: false };
    case 'multiple_choice':
    case 'scenario':
      return options ? { options, multiple: false } : null;
    case 'multi_select':
      return options ? { options, multiple: true } : null;
    default:
      return null;
  }
}

/**
 * One question, for answering or for review (spec 2 and 4): choice questions as a radio or checkbox group, numeric
 * answers with their unit, anything else as typed text. In review everything is locked and the key is shown.
 */
export function QuestionView(props: QuestionViewProps) {
  const { number, question, answer, onAnswer, mode, review, idPrefix, actions, flat, className } = props;
  const reviewing = mode === 'review';
  const legendId = `${idPrefix}-q${number}-legend`;
  const choices = choicesOf(question);

  return (
    <fieldset
      className={cn(
        'grid min-w-0 gap-4 border-border bg-card sm:rounded-xl sm:border sm:p-6',
        flat ? 'border-t pt-4' : 'rounded-xl border p-4',
        className,
      )}
      data-question-type={question.questionType}
      data-testid={`${idPrefix}-question-${number}`}
    >
      <legend id={legendId} className="sr-only">
        {texts.questionLabel(number)}: {question.questionText}
      </legend>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1" aria-hidden>
          <p className="text-sm font-semibold text-primary">{texts.questionLabel(number)}</p>
          <p className="font-medium break-words text-foreground">{question.questionText}</p>
        </div>
        {actions}
      </div>
      {choices ? (
        <>
          {choices.multiple && !reviewing ? (
            <p className="-mt-2 text-sm text-muted-foreground">{texts.chooseAll}</p>
          ) : null}
          <ChoiceOptions
            name={`${idPrefix}-q${number}`}
            options={choices.options}
            multiple={choices.multiple}
            answer={answer}
            onAnswer={reviewing ? undefined : onAnswer}
            reviewing={reviewing}
            correctAnswer={review?.correctAnswer ?? null}
          />
        </>
      ) : (
        <TypedAnswer {...props} reviewing={reviewing} legendId={legendId} />
      )}
      {reviewing && choices && !answer ? <p className="text-sm text-muted-foreground">{texts.noAnswer}</p> : null}
      {reviewing && review ? (
        <AnswerFeedback questionType={question.questionType} unit={question.unit} review={review} />
      ) : null}
    </fieldset>
  );
}

function TypedAnswer(props: QuestionViewProps & { reviewing: boolean; legendId: string }) {
  const { number, question, answer, onAnswer, idPrefix, reviewing } = props;
  const numeric = question.questionType === 'numeric';
  const inputId = `${idPrefix}-q${number}-answer`;
  const unitId = `${inputId}-unit`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {texts.answerLabel(number)}
      </label>
      <Input
        id={inputId}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        placeholder={quizTexts.answerPlaceholder}
        className={cn(numeric && 'max-w-48')}
        value={answer}
        disabled={reviewing}
        aria-describedby={numeric && question.unit ? unitId : undefined}
        onChange={(event) => onAnswer?.(event.target.value)}
      />
      {numeric && question.unit ? (
        <span id={unitId} className="shrink-0 text-sm text-muted-foreground">
          <span className="sr-only">{texts.unitLabel(question.unit)}</span>
          <span aria-hidden>{question.unit}</span>
        </span>
      ) : null}
    </div>
  );
}
