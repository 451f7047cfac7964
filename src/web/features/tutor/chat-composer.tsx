import { Send, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { tutorPageTexts as texts, tutorLimits, tutorMessages } from '../../../shared/domain/tutor-texts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

interface ChatComposerProps {
  loading: boolean;
  onSend: (message: string) => void;
  onStop: () => void;
}

/** The spec's one-line input and send button, both disabled while a reply loads; Stop ends the reply. */
export function ChatComposer({ loading, onSend, onStop }: ChatComposerProps) {
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const text = message.trim();
        if (!text) {
          setInvalid(true);
          return;
        }
        setInvalid(false);
        setMessage('');
        onSend(text);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {texts.inputLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          placeholder={texts.inputPlaceholder}
          value={message}
          maxLength={tutorLimits.messageMaxLength}
          disabled={loading}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          autoComplete="off"
          onChange={(event) => {
            setMessage(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        {loading ? (
          <Button variant="outline" size="icon" aria-label={texts.stop} onClick={onStop} className="shrink-0">
            <Square aria-hidden />
          </Button>
        ) : null}
        <Button type="submit" size="icon" aria-label={texts.send} disabled={loading} className="shrink-0">
          <Send aria-hidden />
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm text-destructive">
          {tutorMessages.messageEmpty}
        </p>
      ) : null}
    </form>
  );
}
