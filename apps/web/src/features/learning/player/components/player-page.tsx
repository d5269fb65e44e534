import {
  messages,
  type CompletionReadiness,
  type CoursePlayer,
  type PlayerLesson,
  type ResumePoint,
} from '@aula/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { LessonImagesContext, storedImageSources } from '@/components/formatted-text/lesson-images';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { playerKeys } from '@/lib/query-keys/player-keys';
import { cn } from '@/lib/utils/cn';
import { useCompleteLesson } from '../api/complete-lesson';
import { useCoursePlayer, withLessonReadiness, withResumePoint } from '../api/course-player';
import { CertificateBanner } from './certificate-banner';
import { CompletionControl } from './completion-control';
import { LayoutSwitch } from './layout-switch';
import { LessonContent } from './lesson-content';
import { LessonList } from './lesson-list';
import { LessonNavigation } from './lesson-navigation';
import { lessonKind } from '../lib/lesson-kind';
import { lessonPosition, lessonsInOrder, startingLessonId } from '../lib/lesson-order';
import { PlayerHeader } from './player-header';
import { isLoadFailure, PlayerLoadError } from './player-load-error';
import { useIsMobile } from '../hooks/use-is-mobile';
import { usePlayerLayout, type PlayerLayout } from '../hooks/use-player-layout';
import { useResumeSaver } from '../hooks/use-resume';

const t = messages.player;

/** Where the lesson's comments go (docs/product/learning.md#lesson-comments), composed by the route. */
export type LessonCommentsSlot = (lesson: { courseId: string; lessonId: string }) => ReactNode;

/** Where a student rates the course (docs/product/ratings.md), composed by the route; not in review mode. */
export type CourseRatingSlot = (course: { courseId: string; completedLessons: number }) => ReactNode;

const GRID: Record<PlayerLayout, string> = {
  normal: 'md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_20rem]',
  cine: 'md:grid-cols-1',
  small: 'md:grid-cols-[minmax(0,36rem)_18rem]',
};

const fallback = <p className="py-12 text-center text-muted-foreground">{t.noLesson}</p>;

/** /dashboard/courses/watch/{id}: the course player (docs/product/learning.md#course-player; issue 5). */
export function PlayerPage({
  courseId,
  lessonComments,
  courseRating,
}: {
  courseId: string;
  lessonComments?: LessonCommentsSlot;
  courseRating?: CourseRatingSlot;
}) {
  const query = useCoursePlayer(courseId);
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error && isLoadFailure(error)) toast.error(t.load.failed, { position: 'top-center' });
  }, [error, errorUpdatedAt]);

  if (query.data) {
    return (
      <CoursePlayerView
        player={query.data}
        courseId={courseId}
        refetch={query.refetch}
        lessonComments={lessonComments}
        courseRating={courseRating}
      />
    );
  }
  if (error) {
    return (
      <PlayerLoadError
        error={error}
        courseId={courseId}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return fallback;
}

function CoursePlayerView({
  player,
  courseId,
  refetch,
  lessonComments,
  courseRating,
}: {
  player: CoursePlayer;
  courseId: string;
  refetch: () => Promise<{ data?: CoursePlayer }>;
  lessonComments?: LessonCommentsSlot;
  courseRating?: CourseRatingSlot;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [layout, setLayout] = usePlayerLayout();
  const mobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);
  // A finished course always points to its certificate (issued at the first 100 %), not only
  // at the moment of issue: a student who comes back later looks for it here.
  const [certificateDismissed, setCertificateDismissed] = useState(false);
  const showCertificate = !player.review && player.completedAt !== null && !certificateDismissed;
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const currentIdRef = useRef<string | null>(null);
  const completion = useCompleteLesson(courseId);
  const queryClient = useQueryClient();
  // Each save's answer says whether the lesson may be completed now: the control shows it.
  const showReadiness = useCallback(
    (lessonId: string, readiness: CompletionReadiness) =>
      queryClient.setQueryData<CoursePlayer>(
        playerKeys.course(courseId),
        (current) => current && withLessonReadiness(current, lessonId, readiness),
      ),
    [queryClient, courseId],
  );
  // The cached course follows every point saved, so that coming back through the menus (the
  // cache, not a reload) opens the lesson and the second the student left.
  const keepResumePoint = useCallback(
    (point: ResumePoint) =>
      queryClient.setQueryData<CoursePlayer>(
        playerKeys.course(courseId),
        (current) => current && withResumePoint(current, point),
      ),
    [queryClient, courseId],
  );
  const resume = useResumeSaver(courseId, !player.review, showReadiness, keepResumePoint);
  const saveResume = resume.save;

  const lessons = useMemo(() => lessonsInOrder(player.modules), [player.modules]);
  const imageSources = useMemo(() => storedImageSources(player.images), [player.images]);
  const currentId = startingLessonId(lessons, searchParams.get('lesson'), player.lastLessonId);
  const position = lessonPosition(lessons, currentId);

  useEffect(() => {
    currentIdRef.current = currentId;
    if (currentId) saveResume({ lessonId: currentId });
    // A lesson chosen by the student comes into view, and its title takes the focus, so that a
    // screen reader says where they are.
    if (focusHeading.current) {
      focusHeading.current = false;
      sectionRef.current?.scrollIntoView?.({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [currentId, saveResume]);

  const selectLesson = useCallback(
    (id: string) => {
      setSheetOpen(false);
      focusHeading.current = true;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('lesson', id);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  function complete(lesson: PlayerLesson) {
    if (player.review || lesson.completed || completion.isPending) return;
    const next = lessonPosition(lessons, lesson.id)?.next ?? null;
    const mutate = () =>
      completion.mutate(lesson.id, {
        onSuccess: () => {
          // Only from the lesson just completed: the student may have moved on meanwhile.
          if (next && currentIdRef.current === lesson.id) selectLesson(next.id);
        },
      });
    if (lessonKind(lesson.contentType) !== 'video') {
      mutate();
      return;
    }
    // A video completes as it ends: its last range is on its way, and the server counts it first.
    // If that still is not enough of the video, the control says so; there is nothing to ask.
    void resume.settled().then(() => {
      const latest = queryClient
        .getQueryData<CoursePlayer>(playerKeys.course(courseId))
        ?.modules.flatMap((module) => module.lessons)
        .find((candidate) => candidate.id === lesson.id);
      if (latest?.completion.allowed) mutate();
    });
  }

  const refreshMediaUrl = useCallback(
    async (lessonId: string) => {
      const { data } = await refetch();
      return lessonsInOrder(data?.modules ?? []).find((lesson) => lesson.id === lessonId)?.mediaUrl ?? null;
    },
    [refetch],
  );

  const outline = <LessonList modules={player.modules} currentLessonId={currentId} onSelect={selectLesson} />;
  const lessonsButton = (
    <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="md:hidden">
          <ListOrdered aria-hidden className="size-4" />
          {t.lessons.open}
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t.lessons.close} className="w-80 overflow-y-auto">
        <SheetTitle>{t.lessons.title}</SheetTitle>
        <SheetDescription className="sr-only">{t.lessons.description}</SheetDescription>
        {outline}
      </SheetContent>
    </Sheet>
  );

  return (
    <div className="flex flex-col gap-6">
      <PlayerHeader player={player} actions={<LayoutSwitch value={layout} onChange={setLayout} />} />
      {showCertificate && <CertificateBanner onDismiss={() => setCertificateDismissed(true)} />}
      <div className={cn('grid grid-cols-1 gap-6', GRID[layout])}>
        {position ? (
          <section
            ref={sectionRef}
            aria-labelledby={headingId}
            className="flex min-w-0 scroll-mt-20 flex-col gap-4"
          >
            {/* The title above the content: a chosen lesson's focus lands here, a few Tabs before Play. */}
            <div className="min-w-0">
              <h2
                id={headingId}
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold break-words focus:outline-none"
              >
                {position.lesson.title}
              </h2>
              {position.lesson.description && (
                <p className="text-muted-foreground">{position.lesson.description}</p>
              )}
            </div>
            <LessonImagesContext value={imageSources}>
              <LessonContent
                lesson={position.lesson}
                autoHideControls={!mobile && layout !== 'small'}
                onVideoEnded={() => complete(position.lesson)}
                onSavePosition={(seconds, options, watched) =>
                  saveResume(
                    {
                      lessonId: position.lesson.id,
                      positionSeconds: seconds,
                      ...(watched ? { watched } : {}),
                    },
                    options,
                  )
                }
                onEvidence={(report) => saveResume({ lessonId: position.lesson.id, ...report })}
                refreshMediaUrl={refreshMediaUrl}
              />
            </LessonImagesContext>
            <div className="flex justify-end">
              <CompletionControl
                lesson={position.lesson}
                review={player.review}
                pending={completion.isPending}
                onComplete={() => complete(position.lesson)}
              />
            </div>
            <LessonNavigation position={position} onSelect={selectLesson} lessonsButton={lessonsButton} />
            {lessonComments?.({ courseId, lessonId: position.lesson.id })}
          </section>
        ) : (
          <div>
            {fallback}
            <div className="flex justify-center">{lessonsButton}</div>
          </div>
        )}
        <aside
          className={cn(
            'hidden rounded-xl border border-border bg-card p-3 md:block',
            layout !== 'cine' &&
              'md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto',
          )}
        >
          <h2 className="mb-3 px-3 text-base font-semibold">{t.lessons.title}</h2>
          {outline}
        </aside>
      </div>
      {!player.review &&
        courseRating?.({ courseId, completedLessons: lessons.filter((lesson) => lesson.completed).length })}
    </div>
  );
}
