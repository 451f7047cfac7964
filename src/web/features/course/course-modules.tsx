import { CheckCircle2, Circle, FileDown } from 'lucide-react';
import { Link } from 'react-router';
import type { TCourseModule } from '../../../shared/contract/course';
import { getStudyGuide } from '../../../shared/contract/study-guides';
import { coursePageTexts as texts } from '../../../shared/domain/course-texts';
import { studyGuideLinkTexts } from '../../../shared/domain/study-guide-texts';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/**
 * A plain link: the browser downloads the PDF itself with the session cookie. The accessible name starts with the
 * visible text and adds the module's name, so a screen reader's list of a dozen such links tells them apart.
 */
function StudyGuideLink({ module }: { module: TCourseModule }) {
  return (
    <a
      href={`${getStudyGuide.path}?module=${encodeURIComponent(module.id)}`}
      download
      className={cn(buttonClasses('outline', 'sm'), 'mt-3 self-start')}
    >
      <FileDown aria-hidden />
      {studyGuideLinkTexts.link}
      <span className="sr-only">{studyGuideLinkTexts.forModule(module.title)}</span>
    </a>
  );
}

function ModuleCard({ module }: { module: TCourseModule }) {
  const headingId = `module-${module.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {module.title}
        </h3>
        <span className="text-sm text-muted-foreground">
          {texts.moduleProgress(module.progress.completed, module.progress.total)}
        </span>
      </div>
      <ol className="grid flex-1 content-start gap-1">
        {module.lessons.map((lesson) => (
          <li key={lesson.id}>
            <Link
              to={`/course/lessons/${lesson.id}`}
              className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-muted"
            >
              {lesson.completed ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-label={texts.completed} />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="min-w-0 flex-1 break-words font-medium text-primary">{lesson.title}</span>
              <span className="shrink-0 text-sm text-muted-foreground">{texts.minutes(lesson.minutes)}</span>
            </Link>
          </li>
        ))}
      </ol>
      <StudyGuideLink module={module} />
    </section>
  );
}

/** The course's modules in order, core first, then the category modules of the learner's states. */
export function CourseModules({ modules }: { modules: TCourseModule[] }) {
  const groups = [
    { heading: texts.coreHeading, modules: modules.filter((m) => m.kind === 'core') },
    { heading: texts.categoryHeading, modules: modules.filter((m) => m.kind === 'category') },
  ].filter((group) => group.modules.length > 0);
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section key={group.heading} aria-label={group.heading} className="grid gap-4">
          <h2 className="text-2xl font-bold tracking-tight">{group.heading}</h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {group.modules.map((module) => (
              <ModuleCard key={module.id} module={module} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
