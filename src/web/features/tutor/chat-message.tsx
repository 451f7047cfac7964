import { Bot, Loader2, User } from 'lucide-react';
import type { TTutorCitation } from '../../../shared/contract/tutor';
import { tutorPageTexts as texts } from '../../../shared/domain/tutor-texts';
import { AnswerActions } from './answer-actions';
import { AnswerBody } from './answer-body';
import { RelatedLessons, SourcesList } from './sources-list';
import type { TChatMessage } from './use-tutor-chat';

interface ChatMessageProps {
  message: TChatMessage;
  streaming: boolean;
  onOpenPassage: (citation: TTutorCitation) => void;
  onRated: (messageId: string, rating: 'up' | 'down') => void;
}

export function ChatMessage({ message, streaming, onOpenPassage, onRated }: ChatMessageProps) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end gap-2" data-testid="chat-message-user">
        <div className="max-w-[85%] rounded-lg bg-primary px-3 py-2 text-primary-foreground">
          <span className="sr-only">{texts.you}: </span>
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        </div>
        <User className="mt-2 size-5 shrink-0 text-muted-foreground" aria-hidden />
      </li>
    );
  }
  const waiting = streaming && message.content.length === 0;
  return (
    <li className="flex gap-2" data-testid="chat-message-assistant">
      <Bot className="mt-2 size-5 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 max-w-[85%] rounded-lg border border-border bg-card px-3 py-2">
        <span className="sr-only">{texts.tutor}: </span>
        {waiting ? (
          <span className="inline-flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {texts.thinking}
          </span>
        ) : (
          <AnswerBody content={message.content} />
        )}
        <SourcesList citations={message.citations} onOpenPassage={onOpenPassage} />
        <RelatedLessons related={message.related} />
        {message.id && !streaming ? (
          <AnswerActions
            messageId={message.id}
            content={message.content}
            rating={message.rating}
            onRated={(rating) => onRated(message.id!, rating)}
          />
        ) : null}
      </div>
    </li>
  );
}
