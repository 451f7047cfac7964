import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { courseMessages, coursePageTexts as texts } from '../../shared/domain/course-texts';
import { backToDashboardText } from '../../shared/domain/page-texts';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { CourseProgressBar } from '../components/ui/course-progress-bar';
import { PageContainer } from '../components/ui/page-container';
import { PageHeader } from '../components/ui/page-header';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { CertificateCard } from '../features/certificate/certificate-card';
import { CourseModules } from '../features/course/course-modules';
import { useCourse } from '../features/course/course-queries';
import { LessonSearch } from '../features/course/lesson-search';
import { usePageTitle } from '../features/site/use-page-title';

/** /course (issue 12): overall progress, "Continue", and every module with its lessons. */
export default function CoursePage() {
  usePageTitle(texts.title);
  const course = useCourse();
  if (course.isPending) return <PageSkeleton />;
  return (
    <PageContainer>
      <PageHeader
        heading={texts.heading}
        description={texts.intro}
        backLink={{ to: '/dashboard', label: backToDashboardText }}
      />
      {course.isError ? (
        <Alert>{course.error.message || courseMessages.loadFailed}</Alert>
      ) : (
        <div className="grid gap-8">
          <div className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
            <CourseProgressBar {...course.data.progress} />
            {course.data.nextLesson ? (
              <Button asChild size="lg" className="w-fit">
                <Link to={`/course/lessons/${course.data.nextLesson.id}`}>
                  {course.data.progress.completed === 0 ? texts.start : texts.continue}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <p className="font-medium text-green-800">{texts.allDone}</p>
            )}
            {course.data.nextLesson ? (
              <p className="text-sm text-muted-foreground">
                {course.data.nextLesson.moduleTitle}: {course.data.nextLesson.title}
              </p>
            ) : null}
          </div>
          <LessonSearch />
          <CourseModules modules={course.data.modules} />
          {/* The course ends in the certificate: what is still missing, or the download once earned. */}
          <CertificateCard />
        </div>
      )}
    </PageContainer>
  );
}
