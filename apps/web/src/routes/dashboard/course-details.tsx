import { appRoleFromCode } from '@aula/shared';
import { useParams } from 'react-router';
import { PurchaseActions } from '@/features/cart/components/purchase-actions';
import { CourseDetailPage } from '@/features/learning/course-detail/components/course-detail-page';
import { courseAccess } from '@/features/learning/lib/course-access';
import { CourseReviewsSection } from '@/features/reviews/components/course-reviews-section';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/courses/details/{id} (docs/product/courses.md#course-detail-page): every signed-in user; what they may do depends on who they are. */
export function Component() {
  const user = useDashboardUser();
  const { id = '' } = useParams();
  const viewer = { profileId: user.id, role: appRoleFromCode(user.rol.code) };
  return (
    <CourseDetailPage
      key={id}
      courseId={id}
      viewer={viewer}
      renderPurchaseActions={({ course, onChanged }) => (
        <PurchaseActions courseId={course.id} purchase={course.viewerPurchase} onChanged={onChanged} />
      )}
      renderReviews={({ course, onRatingSaved }) => (
        <CourseReviewsSection
          courseId={course.id}
          manages={courseAccess(course, viewer) === 'review'}
          onRatingSaved={onRatingSaved}
        />
      )}
    />
  );
}
