import type { TBlueprintSummary } from '../../../shared/contract/quizzes';
import { examLauncherTexts as texts } from '../../../shared/domain/quiz-page-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

interface TProps {
  blueprint: TBlueprintSummary;
  starting: boolean;
  disabled: boolean;
  onStart: (blueprintId: string) => void;
}

const kindOf = (blueprint: TBlueprintSummary) =>
  blueprint.examType === 'Category' ? texts.categoryExam : blueprint.state ? texts.lawExam : texts.coreExam;

/** One practice exam: its size, time and pass mark, how it differs from the real exam, and the start button. */
export function ExamBlueprintCard({ blueprint, starting, disabled, onStart }: TProps) {
  return (
    <li className="grid content-between gap-3 rounded-lg border border-border p-4">
      <div className="grid gap-1">
        <Badge variant="outline" className="w-fit">
          {kindOf(blueprint)}
        </Badge>
        <h4 className="font-semibold">{blueprint.name}</h4>
        <p className="text-sm text-muted-foreground">
          {texts.facts(blueprint.questionCount, blueprint.timeLimitMinutes, blueprint.passingPercent)}
        </p>
        {blueprint.practiceNote ? <p className="text-xs text-muted-foreground">{blueprint.practiceNote}</p> : null}
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        aria-label={texts.startLabel(blueprint.name)}
        disabled={disabled}
        onClick={() => onStart(blueprint.id)}
      >
        {starting ? texts.starting : texts.start}
      </Button>
    </li>
  );
}
