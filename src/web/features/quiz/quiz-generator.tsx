import { quizGeneratorTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { quizTexts } from '../../../shared/domain/quizzes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { QuizConfigForm } from './quiz-config-form';
import { QuizResults } from './quiz-results';
import { QuizTaking } from './quiz-taking';
import type { TQuizSession } from './use-quiz-session';

/** The AI quiz generator of /exams, one phase at a time (spec 2 and 4). */
export function QuizGenerator({ session }: { session: TQuizSession }) {
  return (
    <Card role="region" aria-labelledby="quiz-generator-heading" id="practice-quiz" className="scroll-mt-4">
      <CardHeader>
        <CardTitle id="quiz-generator-heading">{texts.heading}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {session.phase === 'configuring' ? (
          <QuizConfigForm session={session} />
        ) : session.phase === 'generating' ? (
          <div role="status" className="grid gap-1 py-8 text-center">
            <p className="font-semibold">{quizTexts.generating}</p>
            <p className="text-sm text-muted-foreground">{quizTexts.generatingHint}</p>
          </div>
        ) : session.phase === 'taking' ? (
          <QuizTaking session={session} />
        ) : (
          <QuizResults session={session} />
        )}
      </CardContent>
    </Card>
  );
}
