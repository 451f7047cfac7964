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
  /** In review: the key, so the correct options are highlighted and the learner's wrong ones marked. */
  correctAnswer?: string;
}

/** The options of a choice question as native radios or checkboxes: arrow keys and Space work as usual. */
export function ChoiceOptions({ name, options, multiple, answer, onAnswer, correctAnswer }: ChoiceOptionsProps) {
  const chosen = multiple ? decodeChoices(answer) : [answer];
  const review = correctAnswer !== undefined;
  const correct = review ? (multiple ? decodeChoices(correctAnswer) : [correctAnswer]) : [];

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
        const wrongPick = review && isChosen && !isKey;
        return (
          <li key={option}>
            <label
              htmlFor={id}
              data-correct-option={review && isKey ? true : undefined}
              className={cn(
                'flex items-start gap-3 rounded-md border border-input bg-card px-3 py-2.5 text-sm',
                !review && 'cursor-pointer hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-secondary',
                review && isKey && 'border-green-600 bg-green-50',
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
                disabled={review}
                onChange={(event) => pick(option, event.target.checked)}
              />
              <span className="min-w-0 flex-1 break-words">{option}</span>
              {review && isKey ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-green-800">
                  <CircleCheck className="size-4" aria-hidden />
                  {texts.correctOption}
                </span>
              ) : wrongPick ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-red-800">
                  <CircleX className="size-4" aria-hidden />
                  {texts.yourAnswer}
                </span>
              ) : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
