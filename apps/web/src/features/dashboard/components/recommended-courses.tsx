import { messages, type StudentDashboard } from '@aula/shared';
import { Clock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CourseThumbnail } from '@/components/ui/course-thumbnail';
import { formatPrice } from '@/lib/format-price';
import { EmptyNote, HomeSection } from './home-section';

const t = messages.dashboard;
const my = messages.myCourses;

/** 'Cursos Recomendados': published courses of the student's specialty not taken yet, each a link to its page. */
export function RecommendedCourses({ courses }: { courses: StudentDashboard['recommendedCourses'] }) {
  return (
    <HomeSection title={t.student.recommendedCourses}>
      {courses.length === 0 ? (
        <EmptyNote>{t.student.recommendedCoursesEmpty}</EmptyNote>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {courses.map((course) => (
            <li key={course.id} className="min-w-0">
              <Link
                to={`/dashboard/courses/details/${course.id}`}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <CourseThumbnail src={course.thumbnailUrl} alt="" loading="lazy" />
                <div className="flex flex-1 flex-col gap-1.5 p-4">
                  <h3 className="leading-snug font-semibold break-words group-hover:underline">
                    {course.title}
                  </h3>
                  <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                    {course.shortDescription}
                  </p>
                  <p className="text-sm">
                    {my.instructor(course.instructor.names, course.instructor.lastNames)}
                  </p>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden className="size-4" /> {my.hours(course.estimatedDurationHours)}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Users aria-hidden className="size-4" /> {t.students(course.enrollmentCount)}
                    </span>
                    <span className="font-semibold text-foreground">
                      {formatPrice(course.price, course.coin.code)}
                    </span>
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
