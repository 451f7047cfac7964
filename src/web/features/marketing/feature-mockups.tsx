import { Bot, CheckCircle2, Circle, Timer, UserRound } from 'lucide-react';

// Small static pictures of each feature for the /features page (spec 2). Decorative: the text beside them says
// what the feature does, so they are hidden from assistive technology.
const frame = 'w-full max-w-sm rounded-2xl border border-border bg-card p-5 shadow-xl shadow-brand-900/10';

export function ChatFeatureMockup() {
  return (
    <div className={frame} aria-hidden>
      <div className="space-y-3 text-sm">
        <div className="flex justify-end gap-2">
          <p className="rounded-2xl rounded-tr-sm bg-primary px-3 py-2 text-primary-foreground">
            Explain the signal word CAUTION simply.
          </p>
          <UserRound className="mt-1 size-4 shrink-0 text-muted-foreground" />
        </div>
        <div className="flex gap-2">
          <Bot className="mt-1 size-4 shrink-0 text-brand-700" />
          <p className="rounded-2xl rounded-tl-sm bg-muted px-3 py-2">
            CAUTION is the lowest toxicity signal word: the product is slightly toxic. Still follow every label
            direction.
          </p>
        </div>
      </div>
    </div>
  );
}

const options = ['Danger', 'Warning', 'Caution', 'Poison'];

export function QuizFeatureMockup() {
  return (
    <div className={frame} aria-hidden>
      <div className="mb-3 flex items-center justify-between text-xs font-medium text-muted-foreground">
        <span>Question 12 of 50</span>
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
          <Timer className="size-3.5" /> 42:17
        </span>
      </div>
      <p className="mb-3 text-sm font-semibold">Which signal word marks the least toxic products?</p>
      <ul className="space-y-2 text-sm">
        {options.map((option) => (
          <li
            key={option}
            className={
              option === 'Caution'
                ? 'flex items-center gap-2 rounded-lg border-2 border-primary bg-brand-50 px-3 py-2'
                : 'flex items-center gap-2 rounded-lg border border-border px-3 py-2'
            }
          >
            {option === 'Caution' ? (
              <CheckCircle2 className="size-4 text-primary" />
            ) : (
              <Circle className="size-4 text-muted-foreground" />
            )}
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FlashcardFeatureMockup() {
  return (
    <div className={`${frame} relative`} aria-hidden>
      <div className="absolute inset-x-8 -top-2 h-4 rounded-t-xl border border-b-0 border-border bg-muted" />
      <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border-2 border-primary bg-brand-50 p-4 text-center">
        <span className="text-xs font-semibold tracking-widest text-brand-800 uppercase">Term</span>
        <span className="text-xl font-bold">Restricted-entry interval</span>
      </div>
      <div className="mt-3 flex justify-between text-xs text-muted-foreground">
        <span>Next review: in 4 days</span>
        <span>Deck: Worker Protection</span>
      </div>
    </div>
  );
}
