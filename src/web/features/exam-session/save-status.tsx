import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { examTexts as texts } from './exam-texts';
import type { TSaveStatus } from './use-answer-sync';

const shown = {
  saving: { Icon: LoaderCircle, text: texts.saving, className: 'text-muted-foreground [&_svg]:animate-spin' },
  saved: { Icon: CircleCheck, text: texts.saved, className: 'text-brand-800' },
} as const;

/**
 * Whether the server has the answers, with an icon and words. Only a failure is announced: "Saving..." spoken after
 * every click would drown out the question being read.
 */
export function SaveStatus({ status, errorText }: { status: TSaveStatus; errorText: string | null }) {
  const current = status === 'saving' || status === 'saved' ? shown[status] : null;
  return (
    <div className="flex min-h-6 items-center gap-1.5 text-sm">
      {current ? (
        <span className={cn('inline-flex items-center gap-1.5', current.className)}>
          <current.Icon className="size-4" aria-hidden />
          {current.text}
        </span>
      ) : null}
      <span role="alert" className="inline-flex items-center gap-1.5 text-destructive">
        {errorText ? (
          <>
            <CircleAlert className="size-4 shrink-0" aria-hidden />
            {errorText}
          </>
        ) : null}
      </span>
    </div>
  );
}
