import { ReviewsPage } from '@/features/reviews/components/reviews-page';
import { useDashboardUser } from './dashboard-user';

/** /dashboard/reviews: 'Reseñas', the ratings of an instructor's courses; admins see every course's. */
export function Component() {
  return <ReviewsPage viewer={useDashboardUser()} />;
}
