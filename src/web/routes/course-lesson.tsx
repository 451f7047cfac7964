import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TLesson } from '../../shared/contract/course';
import { courseMessages, lessonPageTexts as texts } from '../../shared/domain/course-texts';
import { Alert } from '../components/ui/alert';
import { PageContainer } from '../components/ui/page-container';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useLesson } from '../features/course/course-queries';
import { KnowledgeCheck, type TCheckQuestionSlot } from '../features/course/knowledge-check';
import { LessonMarkdown } from '../features/course/lesson-markdown';
import { LessonCompletionToggle } from '../features/course/lesson-toolbar';
import { QuestionView } from '../features/quiz/question-view';
import { usePageTitle } from '../features/site/use-page-title';

// The quiz's question view plugs into the knowledge check here, because features do not import each other.
const renderCheckQuestion = (lessonId: string) => (slot: TCheckQuestionSlot) => (
  <QuestionView
    number={slot.number}
    question={slot.question}
    answer={slot.answer}
    onAnswer={slot.onAnswer}
    mode={slot.review ? 'review' : 'answering'}
    review={slot.review && { ...slot.review, section: slot.review.section && `${lessonId}#${slot.review.section.id}` }}
    idPrefix="check"
    flat
  />
);

function Breadcrumbs({ lesson }: { lesson?: TLesson }) {
  return (
    <nav aria-label={texts.breadcrumbLabel} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        <li>
          <Link to="/course" className="font-medium text-primary hover:underline">
            {texts.course}
          </Link>
        </li>
        {lesson ? (
          <>
            <li aria-hidden>/</li>
            <li>{lesson.module.title}</li>
            <li aria-hidden>/</li>
            <li aria-current="page" className="min-w-0 break-words text-foreground">
              {lesson.title}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

function TableOfContents({ lesson }: { lesson: TLesson }) {
  return (
    <nav aria-labelledby="lesson-contents" className="rounded-lg border border-border bg-card p-4">
      <h2 id="lesson-contents" className="mb-2 font-semibold">
        {texts.contents}
      </h2>
      <ol className="grid gap-1 text-sm">
        {lesson.sections.map((section) => (
          <li key={section.id}>
            {/* Through the router, so the app's hash scrolling (use-hash-scroll) brings the section into view. */}
            <Link to={{ hash: section.id }} className="text-primary hover:underline">
              {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Pager({ lesson }: { lesson: TLesson }) {
  const linkClass = 'flex min-w-0 items-center gap-1 rounded-md border border-border px-3 py-2 hover:bg-muted';
  return (
    <nav aria-label={texts.pagerLabel} className="mt-10 grid gap-3 sm:grid-cols-2">
      {lesson.previous ? (
        <Link to={`/course/lessons/${lesson.previous.id}`} className={linkClass}>
          <ChevronLeft className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0">
            <span className="block text-xs text-muted-foreground">{texts.previous}</span>
            <span className="block break-words font-medium text-primary">{lesson.previous.title}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {lesson.next ? (
        <Link to={`/course/lessons/${lesson.next.id}`} className={`${linkClass} justify-end text-right`}>
          <span className="min-w-0">
            <span className="block text-xs text-muted-foreground">{texts.next}</span>
            <span className="block break-words font-medium text-primary">{lesson.next.title}</span>
          </span>
          <ChevronRight className="size-4 shrink-0" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}

/** /course/lessons/:lessonId: one lesson, each section's heading carrying its stable id for deep links. */
export default function CourseLessonPage() {
  const { lessonId = '' } = useParams();
  const lesson = useLesson(lessonId);
  usePageTitle(lesson.data?.title ?? texts.course);
  if (lesson.isPending) return <PageSkeleton />;
  if (lesson.isError) {
    return (
      <PageContainer>
        <Breadcrumbs />
        <Alert>{lesson.error.message || courseMessages.lessonLoadFailed}</Alert>
        <Link to="/course" className="mt-4 inline-block font-medium text-primary hover:underline">
          {texts.backToCourse}
        </Link>
      </PageContainer>
    );
  }
  const data = lesson.data;
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <Breadcrumbs lesson={data} />
        <header className="mb-6 grid gap-3">
          <h1 className="break-words text-3xl font-bold tracking-tight sm:text-4xl">{data.title}</h1>
          <p className="text-sm text-muted-foreground">
            {data.module.title} · {texts.minutes(data.minutes)}
          </p>
          <LessonCompletionToggle lessonId={data.id} completed={data.completed} />
        </header>
        {data.intro ? <LessonMarkdown markdown={data.intro} terms={data.terms} /> : null}
        <TableOfContents lesson={data} />
        <article className="mt-8 grid gap-8">
          {data.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-28 break-words text-2xl font-semibold tracking-tight">
                {section.title}
              </h2>
              <LessonMarkdown markdown={section.body} terms={data.terms} />
            </section>
          ))}
        </article>
        <div className="mt-10 grid gap-6 border-t border-border pt-6">
          <KnowledgeCheck key={data.id} lessonId={data.id} renderQuestion={renderCheckQuestion(data.id)} />
          <LessonCompletionToggle lessonId={data.id} completed={data.completed} />
        </div>
        <Pager lesson={data} />
      </div>
    </PageContainer>
  );
}
