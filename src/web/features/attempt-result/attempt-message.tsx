import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { resultTexts as texts } from './result-texts';

interface AttemptMessageProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** An attempt that cannot be shown (not found, or a failed load), always with a way back to /exams. */
export function AttemptMessage({ message, onRetry, retryLabel }: AttemptMessageProps) {
  return (
    <section
      role="alert"
      className="mx-auto grid max-w-2xl justify-items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-10 text-center"
    >
      <p className="text-lg font-semibold text-destructive">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
        <Link to="/exams" className={buttonClasses('outline', 'md')}>
          {texts.backToExams}
        </Link>
      </div>
    </section>
  );
}
