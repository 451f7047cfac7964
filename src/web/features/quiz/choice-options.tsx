import { CircleCheck, CircleX } from 'lucide-react';
import { questionViewTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { decodeChoices, encodeChoices } from '../../../shared/domain/quizzes';
import { cn } from '../../lib/cn';

interface ChoiceOptionsProps {
  name: string;
  options: string[];
  /** Checkboxes whose value is the chosen options, encoded, in option order; otherwise one radio choice. */
  multiple: boolean;
  answer: string;
  onAnswer?: (value: string) => void;
  /** Review: every option locked. */
  reviewing: boolean;
  /** In review, the key, so the correct options are highlighted and the learner's wrong ones marked; null if held back. */
  correctAnswer: string | null;
}

/** The options of a choice question as native radios or checkboxes: arrow keys and Space work as usual. */
export function ChoiceOptions(props: ChoiceOptionsProps) {
  const { name, options, multiple, answer, onAnswer, reviewing, correctAnswer } = props;
  const chosen = multiple ? decodeChoices(answer) : [answer];
  const marked = reviewing && correctAnswer !== null;
  const correct = marked ? (multiple ? decodeChoices(correctAnswer) : [correctAnswer]) : [];

  const pick = (option: string, on: boolean) => {
    if (!onAnswer) return;
    if (!multiple) return onAnswer(option);
    const next = options.filter((item) => (item === option ? on : chosen.includes(item)));
    onAnswer(next.length ? encodeChoices(next) : '');
  };

  return (
    <ul className="grid gap-2">
      {options.map((option, index) => {
        const id = `${name}-option-${index}`;
        const isChosen = chosen.includes(option);
        const isKey = correct.includes(option);
        const wrongPick = marked && isChosen && !isKey;
        return (
          <li key={option}>
            <label
              htmlFor={id}
              data-correct-option={marked && isKey ? true : undefined}
              className={cn(
                'flex items-start gap-3 rounded-md border border-input bg-card px-3 py-2.5 text-sm',
                !reviewing && 'cursor-pointer hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-secondary',
                marked && isKey && 'border-green-600 bg-green-50',
                wrongPick && 'border-red-600 bg-red-50',
              )}
            >
              <input
                id={id}
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={isChosen}
                disabled={reviewing}
                onChange={(event) => pick(option, event.target.checked)}
              />
              {/* The mark sits above the option's words, never beside them: on a phone a mark beside the text left
                  it so little width that words broke in the middle. */}
              <span className="grid min-w-0 flex-1 gap-1">
                {marked && isKey ? (
                  <OptionMark tone="correct" text={texts.correctOption} />
                ) : wrongPick ? (
                  <OptionMark tone="wrong" text={texts.yourAnswer} />
                ) : null}
                <span data-option-text className="break-words">
                  {option}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function OptionMark({ tone, text }: { tone: 'correct' | 'wrong'; text: string }) {
  const Icon = tone === 'correct' ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 justify-self-start text-xs font-semibold',
        tone === 'correct' ? 'text-green-800' : 'text-red-800',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {text}
    </span>
  );
}
