import { useEffect, useState } from 'react';
import type { TReviewCard } from '../../../shared/contract/flashcards';
import { reviewTexts as texts } from '../../../shared/domain/flashcard-texts';
import { reviewSessionSize } from '../../../shared/domain/flashcards';
import { Skeleton } from '../../components/ui/skeleton';
import { useReviewQueue } from './flashcard-queries';
import { ReviewComplete } from './review-complete';
import { ReviewControls, UndoButton } from './review-controls';
import { ReviewMessage } from './review-message';
import { ReviewWaiting } from './review-waiting';
import { useReviewKeys } from './use-review-keys';
import { useReviewSession } from './use-review-session';

/** The review screen: today's queue (due cards, then new ones), up to 100 cards, taken once per session. */
export function ReviewSession() {
  const queue = useReviewQueue();
  const [cards, setCards] = useState<TReviewCard[] | null>(null);
  const [round, setRound] = useState(0);
  const ready = queue.data && !queue.isFetching ? queue.data.cards : undefined;
  // The first fresh answer starts the session; later refetches (the completion forecast) leave its cards alone.
  useEffect(() => {
    if (!cards && ready) setCards(ready.slice(0, reviewSessionSize));
  }, [cards, ready]);

  if (queue.isError && !cards) return <ReviewMessage heading={texts.errorHeading} body={texts.errorBody} error />;
  if (!cards) {
    return (
      <div aria-busy className="mx-auto grid max-w-2xl gap-4">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (cards.length === 0) return <ReviewMessage heading={texts.emptyHeading} body={texts.emptyBody} />;
  return (
    <ActiveSession
      key={round}
      cards={cards}
      nextDayAt={queue.data?.nextDayAt ?? new Date()}
      onAgain={async () => {
        const fresh = await queue.refetch();
        setCards(fresh.data?.cards.slice(0, reviewSessionSize) ?? []);
        setRound((value) => value + 1);
      }}
    />
  );
}

interface ActiveSessionProps {
  cards: TReviewCard[];
  nextDayAt: Date;
  onAgain: () => Promise<void>;
}

function ActiveSession({ cards, nextDayAt, onAgain }: ActiveSessionProps) {
  const session = useReviewSession(cards, nextDayAt);
  useReviewKeys({
    active: Boolean(session.card),
    flipped: session.flipped,
    show: session.show,
    grade: session.grade,
    undo: session.canUndo ? session.undo : undefined,
  });

  if (session.complete) {
    return (
      <ReviewComplete
        reviewed={session.reviewedCount}
        total={session.distinctCount}
        onAgain={onAgain}
        undo={<UndoButton session={session} />}
      />
    );
  }
  if (!session.card && session.waitingUntil !== null) {
    return (
      <ReviewWaiting
        until={session.waitingUntil}
        learningLeft={session.total - session.index}
        onFinish={session.finish}
      />
    );
  }
  return <ReviewControls session={session} />;
}
