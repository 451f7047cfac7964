import { useState } from 'react';
import type { TQuizQuestion } from '../../../shared/contract/ai';
import type { TAttemptResult } from '../../../shared/contract/quizzes';
import { quizDefaultQuestionCount } from '../../../shared/domain/quizzes';
import { coreTopicIds } from '../../../shared/domain/topics';
import type { TDraftSelection } from '../../components/topic-selector/draft-selection';
import { type TQuizRequest, useGenerateQuiz, useRetakeQuiz, useSubmitQuiz } from './quiz-queries';

export type TQuizPhase = 'configuring' | 'generating' | 'taking' | 'results';

interface TQuiz {
  attemptId: string;
  questions: TQuizQuestion[];
}

const blankAnswers = (quiz: TQuiz) => quiz.questions.map(() => '');

/**
 * The quiz generator's phases (spec 4): configuring, generating, taking (at least one question came back, otherwise
 * configuring again, also on error), results; Retake goes back to taking with blank answers, Start New Quiz resets
 * everything. Lives in the route so other blocks (weak topics) can start a quiz too.
 */
export function useQuizSession() {
  const [draft, setDraft] = useState<TDraftSelection | null>(null);
  const [count, setCount] = useState<number>(quizDefaultQuestionCount);
  const [quiz, setQuiz] = useState<TQuiz | null>(null);
  const [answers, setAnswers] = useState<string[]>([]);
  const [result, setResult] = useState<TAttemptResult | null>(null);
  const generation = useGenerateQuiz();
  const submission = useSubmitQuiz();
  const retaking = useRetakeQuiz();

  const phase: TQuizPhase = generation.isPending ? 'generating' : result ? 'results' : quiz ? 'taking' : 'configuring';

  function generate(request: TQuizRequest) {
    setQuiz(null);
    setResult(null);
    submission.reset();
    generation.mutate(request, {
      onSuccess: (data) => {
        if (data.questions.length === 0) return;
        setQuiz(data);
        setAnswers(blankAnswers(data));
      },
    });
  }

  return {
    phase,
    draft,
    count,
    quiz,
    answers,
    result,
    generation,
    submission,
    retaking,
    /** Choosing a type resets the selection and changing the state clears the tags: the selector hands us both. */
    setDraft,
    setCount,
    generate,
    /** Straight to a Core quiz on these topics (the weak-topics button). */
    practiceTopics(topics: string[]) {
      const ids = coreTopicIds.filter((id) => topics.includes(id));
      if (ids.length === 0) return;
      setDraft({ type: 'Core', topics: ids });
      generate({ type: 'Core', topics: ids, count });
    },
    answer(index: number, value: string) {
      setAnswers((current) => current.map((item, i) => (i === index ? value : item)));
    },
    submit() {
      if (!quiz) return;
      submission.mutate({ attemptId: quiz.attemptId, answers }, { onSuccess: setResult });
    },
    retake() {
      if (!quiz) return;
      retaking.mutate(quiz.attemptId, {
        onSuccess: ({ attemptId }) => {
          setQuiz({ ...quiz, attemptId });
          setAnswers(blankAnswers(quiz));
          setResult(null);
          submission.reset();
        },
      });
    },
    startNew() {
      setDraft(null);
      setCount(quizDefaultQuestionCount);
      setQuiz(null);
      setAnswers([]);
      setResult(null);
      generation.reset();
      submission.reset();
      retaking.reset();
    },
  };
}

export type TQuizSession = ReturnType<typeof useQuizSession>;
