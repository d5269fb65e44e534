import { messages, type CourseDetail } from '@aula/shared';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useEnrollInCourse } from '@/features/learning/api/enroll-in-course';
import { ProgressBar } from '@/components/ui/progress-bar';
import { courseAccess, type CourseViewer } from '@/features/learning/lib/course-access';
import { formatPrice } from '@/lib/format-price';

const t = messages.courseDetail;

function EnrollButton({ courseId }: { courseId: string }) {
  const enroll = useEnrollInCourse(courseId);
  return (
    <Button className="w-full" disabled={enroll.isPending} onClick={() => enroll.mutate()}>
      {enroll.isPending ? t.enrolling : t.enroll}
    </Button>
  );
}

interface EnrollmentCardProps {
  course: CourseDetail;
  viewer: CourseViewer;
  /** what a paid course offers the viewer: buying happens in the cart feature, which the route brings */
  purchaseActions: ReactNode;
}

/**
 * The side card (docs/product/courses.md#side-card): the price, what the viewer can do next and the
 * refund guarantee of paid courses.
 */
export function EnrollmentCard({ course, viewer, purchaseActions }: EnrollmentCardProps) {
  const access = courseAccess(course, viewer);
  const playerUrl = `/dashboard/courses/watch/${course.id}`;
  const progress = course.viewerEnrollment?.progress ?? 0;

  return (
    <section
      aria-label={t.price}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div>
        <p className="text-sm text-muted-foreground">{t.price}</p>
        <p className="text-3xl font-bold">{formatPrice(course.price, course.coin.code)}</p>
      </div>

      {access === 'review' && (
        <div className="flex flex-col gap-2">
          <ButtonLink to={playerUrl} className="w-full">
            {t.review}
          </ButtonLink>
          <p className="text-xs text-muted-foreground">{t.reviewNote}</p>
        </div>
      )}
      {access === 'enrolled' && (
        <div className="flex flex-col gap-2">
          <ProgressBar value={progress} label={t.progressLabel} />
          <p className="text-sm text-muted-foreground">
            {progress >= 100 ? t.completed : t.progress(progress)}
          </p>
          <ButtonLink to={playerUrl} className="w-full">
            {messages.learning.resumeAction(progress)}
          </ButtonLink>
        </div>
      )}
      {access === 'free' && <EnrollButton courseId={course.id} />}
      {access === 'paid' && purchaseActions}

      {course.price > 0 && (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
          {t.guarantee}
        </p>
      )}
    </section>
  );
}
