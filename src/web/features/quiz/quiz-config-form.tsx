import { quizGeneratorTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { quizQuestionCountChoices, quizTexts } from '../../../shared/domain/quizzes';
import { readySelection } from '../../components/topic-selector/draft-selection';
import { TopicSelector } from '../../components/topic-selector/topic-selector';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import type { TQuizSession } from './use-quiz-session';

const countOptions = quizQuestionCountChoices.map((n) => ({ value: String(n), label: String(n) }));

/** Configuring: exam type, topics or state and categories, how many questions; Generate once complete (spec 4). */
export function QuizConfigForm({ session }: { session: TQuizSession }) {
  const selection = readySelection(session.draft);
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (selection) session.generate({ ...selection, count: session.count });
      }}
    >
      <TopicSelector value={session.draft} onChange={session.setDraft} legend={texts.examType} idPrefix="quiz" />
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="quiz-count">{texts.questionCount}</Label>
        <Select
          id="quiz-count"
          options={countOptions}
          value={String(session.count)}
          onValueChange={(value) => session.setCount(Number(value))}
        />
      </div>
      {session.generation.isError ? <Alert>{quizTexts.inlineError}</Alert> : null}
      <Button type="submit" className="w-fit" disabled={!selection || session.generation.isPending}>
        {quizTexts.generate}
      </Button>
    </form>
  );
}
