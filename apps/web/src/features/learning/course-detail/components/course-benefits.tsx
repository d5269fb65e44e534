import { messages, type CourseDetail } from '@aula/shared';
import {
  Award,
  BookOpen,
  Check,
  Clock,
  Infinity as InfinityIcon,
  MonitorSmartphone,
  type LucideIcon,
} from 'lucide-react';

const t = messages.courseDetail;

/**
 * The lists of what the course includes and how one learns in it, true of every course
 * (docs/product/courses.md#benefits).
 */
export function CourseBenefits({ course }: { course: CourseDetail }) {
  const included: { icon: LucideIcon; text: string }[] = [
    { icon: Clock, text: t.includes.hours(course.estimatedDurationHours) },
    { icon: BookOpen, text: t.lessons(course.totalLessons) },
    { icon: InfinityIcon, text: t.includes.unlimitedAccess },
    { icon: Award, text: t.includes.certificate },
    { icon: MonitorSmartphone, text: t.includes.devices },
  ];
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
      <section aria-labelledby="course-includes" className="flex flex-col gap-2">
        <h2 id="course-includes" className="font-semibold">
          {t.includesTitle}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {included.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="course-features" className="flex flex-col gap-2 border-t border-border pt-4">
        <h2 id="course-features" className="font-semibold">
          {t.featuresTitle}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {Object.values(t.features).map((text) => (
            <li key={text} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
