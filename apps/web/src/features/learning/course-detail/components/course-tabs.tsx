import { messages, type CourseDetail } from '@aula/shared';
import { BookOpen, FileText, Link2, PlayCircle, Type } from 'lucide-react';
import { avatarFallbackText } from '@/components/layout/avatar-fallback';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const t = messages.courseDetail;

/**
 * Lesson content codes: '01' video, '02' text, '03' pdf, '04' external link
 * (docs/product/courses.md#lesson-content-codes).
 */
const LESSON_ICONS: Record<string, typeof PlayCircle> = {
  '01': PlayCircle,
  '02': Type,
  '03': FileText,
  '04': Link2,
};

type Module = CourseDetail['modules'][number];

function ModuleOutline({ module }: { module: Module }) {
  return (
    <li className="rounded-lg border border-border">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border bg-background px-4 py-3">
        <h3 className="font-semibold break-words">{module.title}</h3>
        <p className="text-xs text-muted-foreground">
          {t.lessons(module.lessons.length)} · {t.minutes(module.estimatedDurationMinutes)}
        </p>
        {module.description && (
          <p className="w-full text-sm break-words text-muted-foreground">{module.description}</p>
        )}
      </div>
      {module.lessons.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted-foreground">{t.noLessons}</p>
      ) : (
        <ol className="divide-y divide-border px-4">
          {module.lessons.map((lesson) => {
            const Icon = LESSON_ICONS[lesson.contentType.code] ?? BookOpen;
            return (
              <li key={lesson.id} className="flex items-start gap-3 py-3">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{lesson.title}</p>
                  {lesson.description && (
                    <p className="text-sm break-words text-muted-foreground">{lesson.description}</p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-end text-xs text-muted-foreground">
                  <span>{lesson.contentType.name}</span>
                  <span className="tabular-nums">{t.minutes(lesson.estimatedDurationMinutes)}</span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}

/** Resumen (default), Contenido and Instructor (docs/product/courses.md#detail-tabs). */
export function CourseTabs({ course }: { course: CourseDetail }) {
  const instructorName = `${course.instructor.names} ${course.instructor.lastNames}`;
  return (
    <Tabs defaultValue="overview" className="flex flex-col gap-4">
      <TabsList>
        <TabsTrigger value="overview">{t.tabs.overview}</TabsTrigger>
        <TabsTrigger value="content">{t.tabs.content}</TabsTrigger>
        <TabsTrigger value="instructor">{t.tabs.instructor}</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t.aboutTitle}</h2>
        {/* Plain React text: the instructor's line breaks are kept, markup is shown, never run. */}
        <p className="break-words whitespace-pre-wrap text-muted-foreground">{course.description}</p>
      </TabsContent>

      <TabsContent value="content" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{t.contentTitle}</h2>
          <p className="text-sm text-muted-foreground">
            {t.modules(course.totalModules)} · {t.lessons(course.totalLessons)}
          </p>
        </div>
        {course.modules.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noModules}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {course.modules.map((module) => (
              <ModuleOutline key={module.id} module={module} />
            ))}
          </ol>
        )}
      </TabsContent>

      <TabsContent value="instructor" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t.instructorTitle}</h2>
        <div className="flex items-center gap-4 rounded-xl border border-border bg-card p-4">
          <Avatar className="size-14">
            <AvatarFallback className="text-lg">{avatarFallbackText(course.instructor.names)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="font-semibold break-words">{instructorName}</p>
            <p className="text-sm text-muted-foreground">{t.instructorRole}</p>
          </div>
        </div>
      </TabsContent>
    </Tabs>
  );
}
