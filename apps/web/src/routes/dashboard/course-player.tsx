import { useParams } from 'react-router';
import { LessonComments } from '@/features/comments/components/lesson-comments';
import {
  PlayerPage,
  type CourseRatingSlot,
  type LessonCommentsSlot,
} from '@/features/learning/player/components/player-page';
import { PlayerRatingCard } from '@/features/reviews/components/player-rating-card';

/** Each lesson gets its own comments block: a draft typed under one lesson stays with it. */
const lessonComments: LessonCommentsSlot = ({ courseId, lessonId }) => (
  <LessonComments key={lessonId} courseId={courseId} lessonId={lessonId} />
);

/** Below the lessons, where a student who has progressed rates the course (docs/product/ratings.md). */
const courseRating: CourseRatingSlot = ({ courseId, completedLessons }) => (
  <PlayerRatingCard courseId={courseId} completedLessons={completedLessons} />
);

/** /dashboard/courses/watch/{id}: the course player (docs/product/learning.md#course-player). Another course is another player. */
export function Component() {
  const { id = '' } = useParams();
  return <PlayerPage key={id} courseId={id} lessonComments={lessonComments} courseRating={courseRating} />;
}
