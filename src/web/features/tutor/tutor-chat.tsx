import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TTutorCitation } from '../../../shared/contract/tutor';
import { tutorPageTexts as texts } from '../../../shared/domain/tutor-texts';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';
import { ConversationList } from './conversation-list';
import { PassageDialog } from './passage-dialog';
import { useTutorChat } from './use-tutor-chat';

/** The conversation lives in the address (?c=id), so a reload or a shared tab continues it. */
function useConversationParam() {
  const [params, setParams] = useSearchParams();
  const id = params.get('c');
  const setId = useCallback(
    (next: string | null) => setParams(next ? { c: next } : {}, { replace: false }),
    [setParams],
  );
  return [id, setId] as const;
}

export function TutorChat() {
  const [conversationId, setConversationId] = useConversationParam();
  const chat = useTutorChat(conversationId, setConversationId);
  const [passage, setPassage] = useState<TTutorCitation | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const lastLength = chat.messages.at(-1)?.content.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as messages and pieces arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.messages.length, lastLength]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="order-2 min-w-0 lg:order-1">
        <ConversationList activeId={conversationId} onOpen={setConversationId} />
      </div>
      <section className="order-1 flex min-w-0 flex-col gap-3 lg:order-2">
        {/* The page itself scrolls: a nested scroll box would need a tab stop of its own on small screens. */}
        <div className="min-h-64 rounded-xl border border-border bg-muted/40 p-3 sm:p-4">
          {chat.opening ? <Skeleton className="h-24 w-full" /> : null}
          {!chat.opening && chat.messages.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">{texts.empty}</p>
          ) : null}
          <div role="log" aria-live="polite" aria-busy={chat.loading} aria-label={texts.messagesLabel}>
            <ol className="space-y-4">
              {chat.messages.map((message, index) => (
                <ChatMessage
                  key={message.key}
                  message={message}
                  streaming={chat.loading && index === chat.messages.length - 1}
                  onOpenPassage={setPassage}
                  onRated={chat.rate}
                />
              ))}
            </ol>
          </div>
          <div ref={end} />
        </div>
        {chat.error ? <Alert>{chat.error}</Alert> : null}
        <ChatComposer loading={chat.loading} onSend={(text) => void chat.send(text)} onStop={chat.stop} />
      </section>
      <PassageDialog citation={passage} onClose={() => setPassage(null)} />
    </div>
  );
}
