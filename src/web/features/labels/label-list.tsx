import { FileText } from 'lucide-react';
import { labelMessages as messages, labelTexts as texts } from '../../../shared/domain/labels';
import { Alert } from '../../components/ui/alert';
import { LinkCard } from '../../components/ui/link-card';
import { Skeleton } from '../../components/ui/skeleton';
import { labelPath, useLabels } from './label-queries';

/** The specimen labels to practise on, one card each. */
export function LabelList() {
  const labels = useLabels();
  if (labels.isPending) return <Skeleton className="h-40 w-full" />;
  if (labels.isError) return <Alert>{labels.error.message || messages.listFailed}</Alert>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {labels.data.map((label) => (
        <li key={label.id}>
          <LinkCard
            to={labelPath(label.id)}
            icon={FileText}
            label={label.productName}
            description={`${label.productType} · ${label.signalWord} · ${
              label.restrictedUse ? texts.restrictedUse : texts.generalUse
            } · ${texts.questionCount(label.questionCount)}`}
          />
        </li>
      ))}
    </ul>
  );
}

/** The card on /exams that leads a learner to label-reading practice. */
export function LabelPracticeCard() {
  return <LinkCard to="/labels" icon={FileText} label={texts.title} description={texts.intro} />;
}
