import { messages, type InstructorDashboard, courseFormMessages } from '@aula/shared';
import { Eye, Pencil } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/utils/cn';
import { formatDate } from '@/lib/format-date';
import { EmptyNote, HomeSection } from './home-section';

const t = messages.dashboard;

/** 'Cursos Recientes': the instructor's courses changed last, with the ways to view and edit each. */
export function RecentCourses({ courses }: { courses: InstructorDashboard['recentCourses'] }) {
  return (
    <HomeSection title={t.instructor.recentCourses}>
      {courses.length === 0 ? (
        <EmptyNote>{t.instructor.recentCoursesEmpty}</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {courses.map((course) => (
            <li key={course.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="min-w-0 font-medium break-words">{course.title}</h3>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    course.isPublished ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {course.isPublished ? t.instructor.published : t.instructor.draft}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">
                {t.students(course.enrollments)} ·{' '}
                <time dateTime={course.updatedAt}>
                  {t.instructor.updatedOn(formatDate(course.updatedAt))}
                </time>
              </p>
              <div className="flex flex-wrap gap-2">
                <ButtonLink
                  to={`/dashboard/courses/details/${course.id}`}
                  variant="outline"
                  aria-label={messages.courseDetail.viewCourse(course.title)}
                >
                  <Eye aria-hidden className="size-4" />
                  {messages.courseDetail.view}
                </ButtonLink>
                <ButtonLink
                  to={`/dashboard/courses/edit/${course.id}`}
                  variant="outline"
                  aria-label={courseFormMessages.editCourse(course.title)}
                >
                  <Pencil aria-hidden className="size-4" />
                  {courseFormMessages.edit}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
