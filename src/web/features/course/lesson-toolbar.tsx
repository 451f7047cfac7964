import { CheckCircle2 } from 'lucide-react';
import { lessonPageTexts as texts } from '../../../shared/domain/course-texts';
import { Button } from '../../components/ui/button';
import { useLessonCompletion } from './course-queries';

/** "Mark as read" / "Completed": a toggle button whose pressed state is the lesson's completion. */
export function LessonCompletionToggle({ lessonId, completed }: { lessonId: string; completed: boolean }) {
  const completion = useLessonCompletion(lessonId);
  return (
    <Button
      variant={completed ? 'secondary' : 'primary'}
      aria-pressed={completed}
      title={completed ? texts.completedHint : undefined}
      disabled={completion.isPending}
      onClick={() => completion.mutate(!completed)}
      className="w-fit"
    >
      {completed ? <CheckCircle2 aria-hidden /> : null}
      {completed ? texts.completed : texts.markRead}
    </Button>
  );
}
