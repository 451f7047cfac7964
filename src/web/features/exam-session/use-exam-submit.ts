import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { submitExam, type TAttemptResult } from '../../../shared/contract/quizzes';
import { examMessages } from '../../../shared/domain/quizzes';
import { api } from '../../lib/api';
import { isClosedError } from './exam-queries';

interface SubmitOptions {
  attemptId: string;
  timeUp: boolean;
  /** Sends every waiting answer; false when some could not be saved. */
  flush: () => Promise<boolean>;
  stopSaving: () => void;
  onClosed: (result: TAttemptResult | null) => void;
}

/**
 * Submitting, by the learner or by the clock. A learner's submit waits until every answer is saved, so nothing on
 * screen goes unscored; at time-up the server has already closed the attempt and answers 409, and the results it
 * scored are fetched instead.
 */
export function useExamSubmit({ attemptId, timeUp, flush, stopSaving, onClosed }: SubmitOptions) {
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = useCallback(
    async (byClock: boolean) => {
      setSubmitting(true);
      setFailed(null);
      // Answers given just before time-up are still taken within the server's grace period.
      const saved = await flush();
      if (!saved && !byClock) {
        toast.error(examMessages.saveFailed);
        return setSubmitting(false);
      }
      try {
        const result = await api(submitExam, { attemptId });
        stopSaving();
        onClosed(result);
      } catch (error) {
        if (isClosedError(error)) {
          stopSaving();
          return onClosed(null);
        }
        setFailed((error as Error).message);
        if (!byClock) toast.error((error as Error).message);
        setSubmitting(false);
      }
    },
    [attemptId, flush, stopSaving, onClosed],
  );

  const startedByClock = useRef(false);
  useEffect(() => {
    if (!timeUp || startedByClock.current) return;
    startedByClock.current = true;
    void submit(true);
  }, [timeUp, submit]);

  return { submitting, failed, submit: () => submit(timeUp) };
}
