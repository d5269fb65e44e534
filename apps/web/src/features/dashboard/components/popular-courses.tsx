import { messages, type AdminDashboard } from '@aula/shared';
import { Link } from 'react-router';
import { EmptyNote, HomeSection } from './home-section';

const t = messages.dashboard;

/** 'Cursos Populares': the courses with the most enrollments, and who teaches them. */
export function PopularCourses({ courses }: { courses: AdminDashboard['popularCourses'] }) {
  return (
    <HomeSection title={t.admin.popularCourses}>
      {courses.length === 0 ? (
        <EmptyNote>{t.admin.popularCoursesEmpty}</EmptyNote>
      ) : (
        <ol className="flex flex-col divide-y divide-border">
          {courses.map((course) => (
            <li
              key={course.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex min-w-0 flex-col">
                <Link
                  to={`/dashboard/courses/details/${course.id}`}
                  className="font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {course.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {course.instructor.names} {course.instructor.lastNames}
                </span>
              </div>
              <div className="flex flex-col text-sm sm:items-end">
                <span className="font-semibold">{t.students(course.enrollments)}</span>
                <span className="text-muted-foreground">{t.completions(course.completions)}</span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
