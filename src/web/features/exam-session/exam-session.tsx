import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { TAttemptResult, TExamQuestion, TExamSession } from '../../../shared/contract/quizzes';
import { decodeChoices } from '../../../shared/domain/quizzes';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useRemainingMs } from '../../lib/use-remaining-ms';
import { examTexts as texts } from './exam-texts';
import { ExamTimer } from './exam-timer';
import { QuestionNavigator } from './question-navigator';
import { SaveStatus } from './save-status';
import { SubmitExamDialog } from './submit-exam-dialog';
import { useAnswerSync } from './use-answer-sync';
import { useLocalDeadline } from './use-exam-clock';
import { useExamFlags } from './use-exam-flags';
import { useExamPosition } from './use-exam-position';
import { useExamSubmit } from './use-exam-submit';

/** What the screen hands to the question view the route plugs in (features do not import each other). */
export interface TExamQuestionSlot {
  question: TExamQuestion;
  /** '' when blank. */
  answer: string;
  onAnswer: (answer: string) => void;
}

interface ExamSessionProps {
  session: TExamSession;
  /** When the session arrived, on the browser's clock: with serverNow it gives the offset between the clocks. */
  receivedAt: number;
  renderQuestion: (slot: TExamQuestionSlot) => ReactNode;
  /** The attempt is closed: by a submit (with its result) or by the server (result to be fetched). */
  onClosed: (result: TAttemptResult | null) => void;
}

const maxAnswerLength = 1000;
const isAnswered = (question: TExamQuestion, answer: string) =>
  question.questionType === 'multi_select' ? decodeChoices(answer).length > 0 : answer.trim() !== '';
/** Choices are saved on the click; typed answers once typing pauses. */
const isTyped = (question: TExamQuestion) => !question.options?.length && question.questionType !== 'true_false';

export function ExamSession({ session, receivedAt, renderQuestion, onClosed }: ExamSessionProps) {
  const { attemptId, questions } = session;
  const [answers, setAnswers] = useState(() => session.answers.map((answer) => answer ?? ''));
  const closedByServer = useCallback(() => onClosed(null), [onClosed]);
  const sync = useAnswerSync(attemptId, closedByServer);
  const flags = useExamFlags(attemptId, session.flagged, closedByServer);
  const position = useExamPosition(attemptId, questions.length);
  const remainingMs = useRemainingMs(useLocalDeadline(session.deadlineAt, session.serverNow, receivedAt));
  const timeUp = remainingMs <= 0;
  const submit = useExamSubmit({ attemptId, timeUp, flush: sync.flush, stopSaving: sync.stop, onClosed });
  const questionHeading = useRef<HTMLHeadingElement>(null);

  const index = position.index;
  // The server never starts an exam without questions, and the index is clamped to the list.
  const question = questions[index]!;
  const answered = questions.map((item, i) => isAnswered(item, answers[i] ?? ''));
  const isFlagged = flags.flagged[index] ?? false;

  const answer = (value: string) => {
    const next = value.slice(0, maxAnswerLength);
    setAnswers((current) => current.map((old, i) => (i === index ? next : old)));
    sync.save(question.position, isAnswered(question, next) ? next : null, isTyped(question));
  };
  // A jump from the navigator lands on the question, so a screen reader starts reading there.
  const jump = (target: number) => {
    position.goTo(target);
    questionHeading.current?.focus();
  };
  // Reaching the first or last question disables the button just pressed; focus goes to the question, not nowhere.
  const step = (delta: number) => {
    const target = index + delta;
    position.goTo(target);
    if (target === 0 || target === questions.length - 1) questionHeading.current?.focus();
  };
  const locked = timeUp || submit.submitting;

  const flagButton = (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={isFlagged}
      // Outside the locked fieldset, so it needs its own lock.
      disabled={locked}
      onClick={() => void flags.toggle(question.position, !isFlagged)}
      className={isFlagged ? 'border-amber-600 bg-amber-50 text-amber-900 hover:bg-amber-100' : undefined}
    >
      <Flag className={isFlagged ? 'fill-current' : undefined} aria-hidden />
      {texts.flag}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="sticky top-24 z-30 -mx-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-border bg-card/95 px-4 py-3 shadow-sm backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <ExamTimer remainingMs={remainingMs} />
        <SaveStatus status={sync.status} errorText={sync.errorText} />
        <SubmitExamDialog
          unanswered={answered.filter((value) => !value).length}
          flagged={flags.flagged.filter(Boolean).length}
          submitting={submit.submitting}
          disabled={timeUp}
          onSubmit={() => void submit.submit()}
        />
      </div>
      {timeUp ? (
        <Alert>
          {submit.failed ?? texts.timeUp}
          {submit.failed ? (
            <Button variant="outline" size="sm" className="ml-2" onClick={() => void submit.submit()}>
              {texts.retry}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="exam-question-heading" className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="exam-question-heading" ref={questionHeading} tabIndex={-1} className="text-lg font-semibold">
              {texts.questionOf(index + 1, questions.length)}
            </h2>
            {flagButton}
          </div>
          {/* A disabled fieldset locks every input inside at once when the time is up. */}
          <fieldset disabled={locked} className="min-w-0">
            {renderQuestion({ question, answer: answers[index] ?? '', onAnswer: answer })}
          </fieldset>
          <div className="flex justify-between gap-2">
            <Button variant="outline" disabled={index === 0} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden />
              {texts.previous}
            </Button>
            <Button variant="outline" disabled={index === questions.length - 1} onClick={() => step(1)}>
              {texts.next}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </section>
        <QuestionNavigator answered={answered} flagged={flags.flagged} current={index} onJump={jump} />
      </div>
    </div>
  );
}
