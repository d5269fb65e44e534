import { messages, type PlayerLesson } from '@aula/shared';
import type { LessonEvidenceReport } from '../lib/lesson-evidence';
import { lazy, Suspense } from 'react';
import { lessonKind } from '../lib/lesson-kind';
import { LinkLesson } from './link-lesson';
import { TextLesson } from './text-lesson';
import type { SaveVideoPosition } from '../hooks/use-video-position';
import { VideoPlayer } from './video-player';

// The PDF viewer and PDF.js come only with the first PDF lesson.
const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

const t = messages.player;

export interface LessonContentProps {
  lesson: PlayerLesson;
  autoHideControls: boolean;
  onVideoEnded(): void;
  onSavePosition: SaveVideoPosition;
  /** what the student did with a text, a PDF or a link: the evidence that completes it */
  onEvidence(report: LessonEvidenceReport): void;
  refreshMediaUrl(lessonId: string): Promise<string | null>;
}

/**
 * What a lesson shows, by its type (docs/product/learning.md#course-player): video, PDF, text or
 * external link.
 */
export function LessonContent({
  lesson,
  autoHideControls,
  onVideoEnded,
  onSavePosition,
  onEvidence,
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
          <PdfViewer key={lesson.id} src={lesson.mediaUrl} title={lesson.title} onEvidence={onEvidence} />
        </Suspense>
      );
    case 'link':
      return <LinkLesson url={lesson.contentUrl} onOpened={() => onEvidence({ opened: true })} />;
    case 'text':
      return <TextLesson key={lesson.id} text={lesson.contentText} onEvidence={onEvidence} />;
  }
}
