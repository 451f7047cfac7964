import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { contactFormTexts as texts } from '../../../shared/domain/contact';
import { Button } from '../../components/ui/button';

export function ContactThankYou({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was in disappears; moving focus here keeps keyboard and screen-reader users in place.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <CheckCircle2 className="size-14 text-primary" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight">
        {texts.thankYouHeading}
      </h2>
      <p className="max-w-md text-muted-foreground">{texts.thankYouText}</p>
      <Button size="lg" variant="outline" onClick={onAgain}>
        {texts.sendAnother}
      </Button>
    </div>
  );
}
