import { useEffect, useState } from 'react';
import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { Button } from '../../components/ui/button';

interface ReviewWaitingProps {
  /** When the next learning card may be shown (ms). */
  until: number;
  learningLeft: number;
  onFinish: () => void;
}

/**
 * Every card of the list is done but a learning step is due later today: Anki's "The next learning card will be
 * ready in …" message; the session shows the card by itself when it is ready, or the learner finishes for now.
 */
export function ReviewWaiting({ until, learningLeft, onFinish }: ReviewWaitingProps) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center gap-4 rounded-2xl border border-border bg-card p-10 text-center shadow-card">
      <h2 className="text-2xl font-bold text-foreground">{texts.waitingHeading}</h2>
      <p className="text-foreground" aria-live="polite">
        {texts.waitingBody(minutes, learningLeft)}
      </p>
      <Button variant="outline" onClick={onFinish}>
        {texts.finish}
      </Button>
    </section>
  );
}
