import { useCallback, useEffect, useRef, useState } from 'react';
import type { TRelatedLesson, TTutorCitation, TTutorEvent } from '../../../shared/contract/tutor';
import { tutorMessages } from '../../../shared/domain/tutor-texts';
import { streamChat } from './chat-stream';
import { fetchConversation, useRefreshConversations } from './tutor-queries';

export interface TChatMessage {
  /** Stable for React while the server id is not known yet. */
  key: string;
  /** The stored message's id, known once the reply is done (ratings need it). */
  id: string | null;
  role: 'user' | 'assistant';
  content: string;
  citations: TTutorCitation[];
  related: TRelatedLesson[];
  refused: boolean;
  rating: 'up' | 'down' | null;
}

let keys = 0;
const newMessage = (role: TChatMessage['role'], content: string): TChatMessage => ({
  key: `local-${keys++}`,
  id: null,
  role,
  content,
  citations: [],
  related: [],
  refused: false,
  rating: null,
});

function applyEvent(message: TChatMessage, event: TTutorEvent): TChatMessage {
  if ('content' in event) return { ...message, content: message.content + event.content };
  if ('citations' in event) return { ...message, citations: event.citations };
  if ('related' in event) return { ...message, related: event.related };
  if ('done' in event) return { ...message, id: event.done.messageId, refused: event.done.refused };
  return message;
}

/**
 * The chat of spec 9: sending adds the user message and an empty assistant message filled from the stream; a stream
 * error is shown as the error; a failed request removes both and shows the error; the conversation id is kept for
 * the next messages. Plus: stop a reply, open a stored conversation.
 */
export function useTutorChat(conversationId: string | null, onConversation: (id: string | null) => void) {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  /** The conversation this screen's messages belong to; set by the stream before the URL catches up. */
  const current = useRef<string | null>(null);
  const refreshList = useRefreshConversations();

  useEffect(() => {
    if (conversationId === current.current) return;
    controller.current?.abort();
    current.current = conversationId;
    setError(null);
    setMessages([]);
    if (!conversationId) return;
    let cancelled = false;
    setOpening(true);
    fetchConversation(conversationId)
      .then((conversation) => {
        if (cancelled) return;
        setMessages(conversation.messages.map((message) => ({ ...message, key: message.id, id: message.id })));
      })
      .catch((failure: Error) => {
        if (!cancelled) setError(failure.message);
      })
      .finally(() => {
        if (!cancelled) setOpening(false);
      });
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const user = newMessage('user', text);
      const assistant = newMessage('assistant', '');
      const update = (event: TTutorEvent) =>
        setMessages((all) => all.map((m) => (m.key === assistant.key ? applyEvent(m, event) : m)));
      setMessages((all) => [...all, user, assistant]);
      setError(null);
      setLoading(true);
      const abort = new AbortController();
      controller.current = abort;
      let started = false;
      try {
        await streamChat(
          { message: text, conversationId: current.current },
          (event) => {
            started = true;
            if ('conversationId' in event) {
              if (current.current !== event.conversationId) {
                current.current = event.conversationId;
                onConversation(event.conversationId);
              }
            } else if ('error' in event) setError(event.error || tutorMessages.fallbackError);
            else update(event);
          },
          abort.signal,
        );
      } catch (failure) {
        const message = failure instanceof Error && failure.message ? failure.message : tutorMessages.fallbackError;
        // A request that never started a reply leaves no trace; a stream cut mid-way keeps what arrived.
        if (!started) setMessages((all) => all.filter((m) => m.key !== user.key && m.key !== assistant.key));
        setError(message);
      } finally {
        if (controller.current === abort) controller.current = null;
        setLoading(false);
        void refreshList();
      }
    },
    [onConversation, refreshList],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const rate = useCallback((messageId: string, rating: 'up' | 'down') => {
    setMessages((all) => all.map((m) => (m.id === messageId ? { ...m, rating } : m)));
  }, []);

  return { messages, loading, opening, error, send, stop, rate };
}
