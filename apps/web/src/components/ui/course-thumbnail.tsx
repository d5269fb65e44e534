import { GraduationCap } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/**
 * A course's picture in 16:9, or, for a course without one, the academy's gradient with a cap
 * (hidden from screen readers, which hear the course's title from the card), so that every card
 * keeps its shape.
 */
export function CourseThumbnail({
  src,
  alt,
  loading,
  className,
  iconClassName,
}: {
  src: string | null;
  /** empty where the picture only repeats what the card says (a card that is one link) */
  alt: string;
  /** 'lazy' for cards in a list; the default for one above the fold */
  loading?: 'lazy';
  /** the frame's classes (width, corners), for the picture and the placeholder alike */
  className?: string;
  iconClassName?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        loading={loading}
        className={cn('aspect-video w-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'flex aspect-video w-full items-center justify-center bg-gradient-to-br from-teal-700 to-slate-900',
        className,
      )}
    >
      <GraduationCap className={cn('size-10 text-white/70', iconClassName)} />
    </div>
  );
}
