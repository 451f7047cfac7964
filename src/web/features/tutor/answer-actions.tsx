import { Copy, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { tutorPageTexts as texts, tutorLimits } from '../../../shared/domain/tutor-texts';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { useRateAnswer } from './tutor-queries';

interface AnswerActionsProps {
  messageId: string;
  content: string;
  rating: 'up' | 'down' | null;
  onRated: (rating: 'up' | 'down') => void;
}

/** Copy, and thumbs up or down with an optional comment (stored for admins). */
export function AnswerActions({ messageId, content, rating, onRated }: AnswerActionsProps) {
  const rate = useRateAnswer();
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const commentId = useId();

  const choose = (choice: 'up' | 'down') =>
    rate.mutate(
      { messageId, rating: choice },
      {
        onSuccess: () => {
          onRated(choice);
          setCommenting(true);
        },
      },
    );
  const copy = () =>
    navigator.clipboard.writeText(content).then(
      () => toast.success(texts.copied),
      () => undefined,
    );
  const ratingButton = (choice: 'up' | 'down') => {
    const Icon = choice === 'up' ? ThumbsUp : ThumbsDown;
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={choice === 'up' ? texts.helpful : texts.notHelpful}
        aria-pressed={rating === choice}
        disabled={rate.isPending}
        onClick={() => choose(choice)}
        className={cn(rating === choice && 'bg-muted text-primary')}
      >
        <Icon aria-hidden />
      </Button>
    );
  };

  return (
    <div className="mt-2">
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" aria-label={texts.copy} onClick={copy}>
          <Copy aria-hidden />
        </Button>
        {ratingButton('up')}
        {ratingButton('down')}
      </div>
      {commenting && rating ? (
        <form
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            rate.mutate(
              { messageId, rating, comment: comment.trim() || undefined },
              { onSuccess: () => setCommenting(false) },
            );
          }}
        >
          <Label htmlFor={commentId}>{texts.feedbackComment}</Label>
          <Textarea
            id={commentId}
            rows={2}
            maxLength={tutorLimits.feedbackCommentMaxLength}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" disabled={rate.isPending}>
            {texts.sendFeedback}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
