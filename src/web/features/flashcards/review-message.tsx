import { Link } from 'react-router';
import { backToFlashcardsText } from '../../../shared/domain/page-texts';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';

interface ReviewMessageProps {
  heading: string;
  body: string;
  error?: boolean;
}

/** The empty and error states of the review screen, each with a way back. */
export function ReviewMessage({ heading, body, error = false }: ReviewMessageProps) {
  return (
    <section
      role={error ? 'alert' : undefined}
      className={cn(
        'mx-auto grid max-w-2xl justify-items-center gap-3 rounded-2xl border p-10 text-center',
        error ? 'border-red-200 bg-red-50' : 'border-dashed border-border bg-card',
      )}
    >
      <h2 className={cn('text-xl font-semibold', error ? 'text-destructive' : 'text-foreground')}>{heading}</h2>
      <p className="text-muted-foreground">{body}</p>
      <Link to="/flashcards" className={buttonClasses('outline', 'md')}>
        {backToFlashcardsText}
      </Link>
    </section>
  );
}
