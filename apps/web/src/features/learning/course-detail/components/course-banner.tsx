import { messages, type CourseDetail } from '@aula/shared';
import { PreviewVideoDialog } from './preview-video-dialog';

const t = messages.courseDetail;

/** The course's image with its difficulty level and, when the course has one, the preview video. */
export function CourseBanner({ course, onReload }: { course: CourseDetail; onReload: () => void }) {
  return (
    <div className="relative overflow-hidden rounded-xl bg-gradient-to-br from-teal-700 to-slate-900">
      {course.thumbnailUrl ? (
        <img
          src={course.thumbnailUrl}
          alt={t.thumbnailAlt(course.title)}
          className="aspect-video max-h-96 w-full object-cover"
        />
      ) : (
        <div aria-hidden className="aspect-video max-h-96 w-full" />
      )}
      <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-teal-800 shadow">
        {t.difficulty(course.difficultyLevel.name)}
      </span>
      {course.previewVideoUrl && (
        <div className="absolute bottom-3 left-3">
          <PreviewVideoDialog title={course.title} videoUrl={course.previewVideoUrl} onReload={onReload} />
        </div>
      )}
    </div>
  );
}
