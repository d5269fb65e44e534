import { messages, type PlayerLesson } from '@aula/shared';
import { lazy, Suspense } from 'react';
import { lessonKind } from './lesson-kind';
import { LinkLesson } from './link-lesson';
import { TextLesson } from './text-lesson';
import type { SaveResumeOptions } from './use-resume';
import { VideoPlayer } from './video-player';

// The PDF viewer and PDF.js come only with the first PDF lesson.
const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

const t = messages.player;

export interface LessonContentProps {
  lesson: PlayerLesson;
  autoHideControls: boolean;
  onVideoEnded(): void;
  onSavePosition(seconds: number, options?: SaveResumeOptions): void;
  refreshMediaUrl(lessonId: string): Promise<string | null>;
}

/** What a lesson shows, by its type (SPEC.md §2): video, PDF, text or external link. */
export function LessonContent({
  lesson,
  autoHideControls,
  onVideoEnded,
  onSavePosition,
  refreshMediaUrl,
}: LessonContentProps) {
  switch (lessonKind(lesson.contentType)) {
    case 'video':
      if (!lesson.mediaUrl) return <p className="text-muted-foreground">{t.video.loadFailed}</p>;
      return (
        <VideoPlayer
          key={lesson.id}
          src={lesson.mediaUrl}
          title={lesson.title}
          startAt={lesson.positionSeconds}
          autoHide={autoHideControls}
          onEnded={onVideoEnded}
          onSavePosition={onSavePosition}
          refreshSource={() => refreshMediaUrl(lesson.id)}
        />
      );
    case 'pdf':
      if (!lesson.mediaUrl) return <p className="text-muted-foreground">{t.pdf.loadFailed}</p>;
      return (
        <Suspense fallback={<p className="text-muted-foreground">{t.pdf.loading}</p>}>
          <PdfViewer key={lesson.id} src={lesson.mediaUrl} title={lesson.title} />
        </Suspense>
      );
    case 'link':
      return <LinkLesson url={lesson.contentUrl} />;
    case 'text':
      return <TextLesson text={lesson.contentText} />;
  }
}
