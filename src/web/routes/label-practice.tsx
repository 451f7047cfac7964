import { Link, useParams } from 'react-router';
import { labelMessages as messages, labelTexts as texts } from '../../shared/domain/labels';
import { Alert } from '../components/ui/alert';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { LabelPractice, type TLabelQuestionSlot } from '../features/labels/label-practice';
import { useLabel } from '../features/labels/label-queries';
import { QuestionView } from '../features/quiz/question-view';
import { usePageTitle } from '../features/site/use-page-title';

// The quiz's question view plugs into the practice here, because features do not import each other.
const renderQuestion = (slot: TLabelQuestionSlot) => (
  <QuestionView
    number={slot.number}
    question={slot.question}
    answer={slot.answer}
    onAnswer={slot.onAnswer}
    mode={slot.review ? 'review' : 'answering'}
    review={slot.review}
    idPrefix="label"
    flat
  />
);

/** /labels/:labelId: one specimen label beside its questions. */
export default function LabelPracticePage() {
  const { labelId = '' } = useParams();
  const label = useLabel(labelId);
  usePageTitle(label.data ? `${label.data.productName} · ${texts.title}` : texts.title);
  if (label.isPending) return <PageSkeleton />;
  const back = { to: '/labels', label: texts.back };
  if (label.isError) {
    return (
      <PageContainer>
        <PageHeader heading={texts.title} backLink={back} />
        <Alert>{label.error.message || messages.loadFailed}</Alert>
        <Link to="/labels" className="mt-4 inline-block font-medium text-primary hover:underline">
          {texts.back}
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader heading={label.data.productName} description={texts.title} backLink={back} />
      <LabelPractice key={label.data.id} label={label.data} renderQuestion={renderQuestion} />
    </PageContainer>
  );
}
