import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatCountdown } from '../../lib/format-countdown';
import { examTexts as texts } from './exam-texts';
import { reachedWarning } from './use-exam-clock';

/**
 * The countdown. role="timer" is silent by default, which is what a ticking clock should be; a separate polite live
 * region speaks only when 10, 5 and 1 minutes are left. A threshold already passed when the page loads is not spoken.
 */
export function ExamTimer({ remainingMs }: { remainingMs: number }) {
  const warning = reachedWarning(remainingMs);
  const [spoken, setSpoken] = useState(warning);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (warning !== null && warning !== spoken) {
      setSpoken(warning);
      setMessage(texts.minutesLeft(warning));
    }
  }, [warning, spoken]);
  const urgent = warning !== null && warning <= 5;

  return (
    <div className={cn('flex items-center gap-2 font-semibold', urgent ? 'text-destructive' : 'text-foreground')}>
      <Clock className="size-5 shrink-0" aria-hidden />
      <div role="timer" aria-atomic="true">
        {/* On a phone the clock icon says it; the words stay for screen readers. */}
        <span className="sr-only text-sm font-medium text-muted-foreground sm:not-sr-only">{texts.timeLeft} </span>
        <span className="font-mono text-lg tabular-nums">{formatCountdown(remainingMs)}</span>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {message}
      </p>
    </div>
  );
}
