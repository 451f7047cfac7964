import { Bot, RefreshCw, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { demoQuestions, demoTexts, demoTimings } from '../../../shared/domain/marketing-texts';
import { Button } from '../../components/ui/button';

function useTypingDelay(key: number) {
  const [done, setDone] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(key), demoTimings.typingDelayMs);
    return () => window.clearTimeout(timer);
  }, [key]);
  return done === key;
}

/** The canned chat (spec 2): each question gets its answer after the typing delay; the button moves to the next. */
export function AiDemo() {
  const [index, setIndex] = useState(0);
  // Keyed by the question, so moving on remounts the hook and the typing delay starts over.
  const answered = useTypingDelay(index);
  const current = demoQuestions[index % demoQuestions.length];

  return (
    <div className="flex min-h-80 flex-col gap-4">
      <div className="flex justify-end gap-2">
        <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-primary-foreground">
          {current?.question}
        </p>
        <UserRound className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
      </div>
      <div className="flex gap-2" aria-live="polite">
        <Bot className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden />
        {answered ? (
          <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 leading-relaxed">
            {current?.answer}
          </p>
        ) : (
          <p className="flex items-center gap-1 rounded-2xl rounded-tl-sm bg-muted px-4 py-3">
            <span className="sr-only">{demoTexts.typing}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-2 animate-bounce rounded-full bg-muted-foreground"
                style={{ animationDelay: `${delay}ms` }}
                aria-hidden
              />
            ))}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        className="mt-auto self-start"
        disabled={!answered}
        onClick={() => setIndex((i) => (i + 1) % demoQuestions.length)}
      >
        <RefreshCw aria-hidden />
        {demoTexts.nextQuestion}
      </Button>
    </div>
  );
}
