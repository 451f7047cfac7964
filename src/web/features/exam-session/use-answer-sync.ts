import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { saveExamAnswer } from '../../../shared/contract/quizzes';
import { examMessages } from '../../../shared/domain/quizzes';
import { ApiError, api } from '../../lib/api';
import { isClosedError } from './exam-queries';

/** Typed answers wait this long after the last keystroke, so a sentence is one save, not thirty. */
export const typingDebounceMs = 600;
const firstRetryMs = 2_000;
const maxRetryMs = 30_000;

export type TSaveStatus = 'idle' | 'saving' | 'saved' | 'error';
type TOutcome = 'sent' | 'retry' | 'closed';

/** A refusal that a retry cannot change (validation); timeouts and rate limits are worth trying again. */
const isPermanent = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * Saves each answer on the server as it is given. The latest answer per question waits in `unsent` until the server
 * has it; a failed save keeps it there and is retried with a growing delay (and at once when the browser is back
 * online), so a lost connection loses nothing the learner still sees on screen.
 */
export function useAnswerSync(attemptId: string, onClosed: () => void) {
  const unsent = useRef(new Map<number, string | null>());
  const typing = useRef(new Map<number, { answer: string | null; timer: ReturnType<typeof setTimeout> }>());
  const draining = useRef<Promise<void> | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryDelay = useRef(firstRetryMs);
  const closed = useRef(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const [status, setStatus] = useState<TSaveStatus>('idle');
  // Stays set through the retries until one gets through, so the alert is read out once, not on every attempt.
  const [failing, setFailing] = useState(false);

  const sendOne = useCallback(
    async (position: number, answer: string | null): Promise<TOutcome> => {
      try {
        await api(saveExamAnswer, { attemptId, position, answer });
        // A newer answer given while this one travelled stays queued.
        if (unsent.current.get(position) === answer) unsent.current.delete(position);
        retryDelay.current = firstRetryMs;
        return 'sent';
      } catch (error) {
        if (isClosedError(error)) {
          closed.current = true;
          onClosedRef.current();
          return 'closed';
        }
        if (isPermanent(error)) {
          unsent.current.delete(position);
          toast.error((error as Error).message);
          return 'sent';
        }
        return 'retry';
      }
    },
    [attemptId],
  );

  const drain = useCallback(() => {
    draining.current ??= (async () => {
      while (!closed.current) {
        const next = unsent.current.entries().next();
        if (next.done) return setStatus('saved');
        setStatus('saving');
        const outcome = await sendOne(...next.value);
        setFailing(outcome === 'retry');
        if (outcome === 'retry') {
          setStatus('error');
          retryTimer.current = setTimeout(() => void drain(), retryDelay.current);
          retryDelay.current = Math.min(retryDelay.current * 2, maxRetryMs);
          return;
        }
      }
    })().finally(() => {
      draining.current = null;
    });
    return draining.current;
  }, [sendOne]);

  /** Typing stops counting as typing: its answers join the queue now. */
  const endTyping = useCallback(() => {
    for (const [position, { answer, timer }] of typing.current) {
      clearTimeout(timer);
      unsent.current.set(position, answer);
    }
    typing.current.clear();
  }, []);

  const save = useCallback(
    (position: number, answer: string | null, debounce: boolean) => {
      if (closed.current) return;
      const earlier = typing.current.get(position);
      if (earlier) clearTimeout(earlier.timer);
      typing.current.delete(position);
      setStatus('saving');
      if (!debounce) {
        unsent.current.set(position, answer);
        void drain();
        return;
      }
      const timer = setTimeout(() => {
        typing.current.delete(position);
        unsent.current.set(position, answer);
        void drain();
      }, typingDebounceMs);
      typing.current.set(position, { answer, timer });
    },
    [drain],
  );

  /** Sends everything now (before submitting); true when the server has every answer. */
  const flush = useCallback(async () => {
    endTyping();
    if (draining.current) await draining.current;
    clearTimeout(retryTimer.current);
    await drain();
    return unsent.current.size === 0 && !closed.current;
  }, [drain, endTyping]);

  useEffect(() => {
    const retryNow = () => {
      clearTimeout(retryTimer.current);
      void drain();
    };
    // Leaving with unsaved answers asks first; the browser shows its own wording.
    const warn = (event: BeforeUnloadEvent) => {
      if (!closed.current && (unsent.current.size > 0 || typing.current.size > 0)) event.preventDefault();
    };
    window.addEventListener('online', retryNow);
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('online', retryNow);
      window.removeEventListener('beforeunload', warn);
      clearTimeout(retryTimer.current);
      // Navigating away inside the app mid-word still saves the word.
      endTyping();
      if (unsent.current.size > 0) void drain();
    };
  }, [drain, endTyping]);

  const stop = useCallback(() => {
    closed.current = true;
    clearTimeout(retryTimer.current);
  }, []);

  return { status, errorText: failing ? examMessages.saveFailed : null, save, flush, stop };
}
