import { messages, type CreateCourseInput, courseFormMessages } from '@aula/shared';
import { AlertCircle, ArrowLeft, RotateCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
  type FieldErrors,
  type FieldPath,
} from 'react-hook-form';
import { Link, useBlocker, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, hasErrorCode, userMessageOf } from '@/lib/api/api-error';
import { useCourseForEdit } from '@/features/courses/api/get-course-for-edit';
import { CourseFormImages } from './course-form-images';
import { useSaveCourse } from '@/features/courses/api/save-course';
import { BasicInfoTab } from './basic-info-tab';
import {
  COURSE_FORM_TABS,
  countErrorsByTab,
  isStaleModulesError,
  modulesMessage as modulesErrorMessage,
  TAB_FIELDS,
  tabOfField,
  tabsWithErrors,
  type CourseFormTab,
} from '../lib/course-form-tabs';
import {
  courseFormErrors,
  courseFormResolver,
  courseValuesFromEdit,
  emptyCourseValues,
  formFieldOfServerPath,
  toCoursePayload,
  type CourseFormValues,
} from '../lib/course-form-values';
import { hasLessons } from '../lib/course-stats';
import { ContentTab } from './content-tab';
import { MediaTab } from './media-tab';
import { PreviewTab } from './preview-tab';
import { SettingsTab } from './settings-tab';

const t = courseFormMessages;
const COURSES_PATH = '/dashboard/courses';
/** The course form's toasts stay 4 s at the bottom right (docs/product/courses.md#form-toasts). */
const TOAST = { duration: 4000, position: 'bottom-right' } as const;

type Mode = 'create' | 'edit';

const NO_IMAGES: Readonly<Record<string, string>> = {};

function BackLink() {
  return (
    <Link
      to={COURSES_PATH}
      className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t.backToCourses}
    </Link>
  );
}

/** The tab's name, and how many errors it holds when it holds any. */
function TabLabel({ tab }: { tab: CourseFormTab }) {
  const { control } = useFormContext<CourseFormValues>();
  const { errors } = useFormState({ control });
  const modules = useWatch({ control, name: 'modules' });
  const count = countErrorsByTab(errors, modules)[tab];
  return (
    <>
      {t.tabs[tab]}
      {count > 0 && (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-white">
          <span aria-hidden>{count}</span>
          <span className="sr-only">{t.tabErrors(count)}</span>
        </span>
      )}
    </>
  );
}

function SaveButton() {
  const { control } = useFormContext<CourseFormValues>();
  const { isValid, isSubmitting } = useFormState({ control });
  const [thumbnail, previewVideo, modules] = useWatch({
    control,
    name: ['thumbnail', 'previewVideo', 'modules'],
  });
  const uploading = [thumbnail, previewVideo]
    .concat(modules.flatMap((module) => module.lessons.map((lesson) => lesson.file)))
    .some((file) => file?.uploading);
  return (
    <Button type="submit" disabled={!isValid || isSubmitting || uploading} className="shrink-0">
      {isSubmitting ? messages.common.saving : messages.common.save}
    </Button>
  );
}

/**
 * Why Save is not available yet, next to it: the tabs that still need something (a click
 * shows that tab with its messages), the module-and-lesson rule, running uploads, and a
 * server answer that names no field.
 */
function SaveStatus({
  mode,
  serverError,
  onShowTab,
}: {
  mode: Mode;
  serverError: string | null;
  onShowTab: (tab: CourseFormTab) => void;
}) {
  const { control } = useFormContext<CourseFormValues>();
  const { errors, isSubmitting } = useFormState({ control });
  const values = useWatch({ control }) as CourseFormValues;
  const all = courseFormErrors(mode, values);
  const uploading = all.root !== undefined;
  const pendingTabs = new Set(tabsWithErrors(all));
  if (!hasLessons(values.modules)) pendingTabs.add('content');
  const pending = COURSE_FORM_TABS.filter((tab) => pendingTabs.has(tab));
  // Shown from the start, so that a new course says what it needs; announced once it is an error.
  const modulesError = isStaleModulesError(errors, values.modules) ? undefined : modulesErrorMessage(errors);
  const modulesMessage =
    modulesError ?? (hasLessons(values.modules) ? undefined : messages.courses.needsModuleAndLesson);

  if (isSubmitting || (!serverError && pending.length === 0 && !uploading)) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {serverError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {serverError}
        </p>
      )}
      {modulesMessage && (
        <p role={modulesError ? 'alert' : undefined} className="text-destructive">
          {modulesMessage}
        </p>
      )}
      {uploading && <p className="text-muted-foreground">{t.uploadsRunning}</p>}
      {pending.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
          {t.pendingIntro}
          {pending.map((tab) => (
            <button
              key={tab}
              type="button"
              className="rounded-sm font-medium text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              onClick={() => onShowTab(tab)}
            >
              {t.tabs[tab]}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}

/** Asks before leaving a form with unsaved changes, inside the app and when the tab closes. */
function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, leaving]);
  return blocker;
}

const PANEL_CLASS = 'rounded-xl border border-border bg-card p-4 sm:p-6';

/** A tab panel that stays mounted while another tab is shown, hidden from sight and from screen readers. */
function KeptPanel({
  value,
  shown,
  children,
}: {
  value: CourseFormTab;
  shown: CourseFormTab;
  children: ReactNode;
}) {
  return (
    <TabsContent value={value} forceMount hidden={value !== shown} className={PANEL_CLASS}>
      {children}
    </TabsContent>
  );
}

function CourseForm({
  mode,
  courseId,
  defaults,
  images,
}: {
  mode: Mode;
  courseId?: string;
  defaults: CourseFormValues;
  /** The stored images its text lessons show, by id. */
  images: Readonly<Record<string, string>>;
}) {
  const navigate = useNavigate();
  const save = useSaveCourse();
  const [tab, setTab] = useState<CourseFormTab>('basic');
  const [serverError, setServerError] = useState<string | null>(null);
  const leaving = useRef(false);
  const resolver = useMemo(() => courseFormResolver(mode), [mode]);
  const form = useForm<CourseFormValues>({ resolver, mode: 'onChange', defaultValues: defaults });
  const {
    handleSubmit,
    setError,
    trigger,
    formState: { isDirty, isSubmitting },
  } = form;
  const blocker = useLeaveGuard(isDirty && !isSubmitting, leaving);

  function showTab(next: CourseFormTab) {
    setTab(next);
    // Show that tab's messages now, not only once its fields are touched.
    const fields = TAB_FIELDS[next] as readonly FieldPath<CourseFormValues>[];
    if (fields.length > 0) void trigger([...fields]);
  }

  function showServerErrors(error: ApiError) {
    const placed: CourseFormTab[] = [];
    for (const [key, message] of Object.entries(error.fields ?? {})) {
      const path = formFieldOfServerPath(key);
      const fieldTab = tabOfField(path);
      // The instructor has no field here: the server's message is shown beside Save instead.
      if (!fieldTab || path === 'instructorId') continue;
      setError(path as FieldPath<CourseFormValues>, { type: 'server', message });
      placed.push(fieldTab);
    }
    if (placed.length === 0) setServerError(error.message);
    else if (!placed.includes(tab)) setTab(placed[0]!);
  }

  async function saveValues(values: CourseFormValues) {
    setServerError(null);
    const payload = toCoursePayload(values);
    try {
      await save.mutateAsync(
        mode === 'create'
          ? { mode, payload: payload as CreateCourseInput }
          : { mode, id: courseId!, payload },
      );
    } catch (error) {
      toast.error(mode === 'create' ? messages.courses.saveFailed : messages.courses.updateFailed, {
        ...TOAST,
        description: userMessageOf(error),
      });
      // What the user typed stays as it was: only the messages are added.
      if (error instanceof ApiError) showServerErrors(error);
      return;
    }
    toast.success(mode === 'create' ? messages.courses.saved : messages.courses.updated, TOAST);
    leaving.current = true;
    navigate(COURSES_PATH);
  }

  function showFirstInvalidTab(errors: FieldErrors<CourseFormValues>) {
    const [first] = tabsWithErrors(errors);
    if (first && first !== tab) setTab(first);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(saveValues, showFirstInvalidTab)(event);

  return (
    <FormProvider {...form}>
      <CourseFormImages stored={images}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="sticky top-16 z-20 -mx-4 flex flex-wrap items-end justify-between gap-3 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
            <div className="flex min-w-0 flex-col gap-1">
              <BackLink />
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
                {mode === 'create' ? t.createTitle : t.updateTitle}
              </h1>
            </div>
            <SaveButton />
          </div>
          <SaveStatus mode={mode} serverError={serverError} onShowTab={showTab} />

          <Tabs value={tab} onValueChange={(value) => setTab(value as CourseFormTab)}>
            <TabsList aria-label={mode === 'create' ? t.createTitle : t.updateTitle}>
              {COURSE_FORM_TABS.map((value) => (
                <TabsTrigger key={value} value={value}>
                  <TabLabel tab={value} />
                </TabsTrigger>
              ))}
            </TabsList>
            {/* One switch disables every control while the course is being saved. */}
            <fieldset disabled={isSubmitting} className="mt-4 min-w-0">
              {/* Every tab stays mounted: a running upload or a half-typed lesson survives a change of tab. */}
              <KeptPanel value="basic" shown={tab}>
                <BasicInfoTab />
              </KeptPanel>
              <KeptPanel value="content" shown={tab}>
                <ContentTab />
              </KeptPanel>
              <KeptPanel value="media" shown={tab}>
                <MediaTab />
              </KeptPanel>
              <KeptPanel value="settings" shown={tab}>
                <SettingsTab />
              </KeptPanel>
              {/* The preview holds nothing to keep: it is drawn only while shown. */}
              <TabsContent value="preview" className={PANEL_CLASS}>
                <PreviewTab />
              </TabsContent>
            </fieldset>
          </Tabs>
        </form>
        <ConfirmDialog
          open={blocker.state === 'blocked'}
          title={t.leave.title}
          description={t.leave.description}
          confirmLabel={t.leave.confirm}
          cancelLabel={t.leave.cancel}
          destructive
          onConfirm={() => blocker.proceed?.()}
          onOpenChange={(open) => !open && blocker.reset?.()}
        />
      </CourseFormImages>
    </FormProvider>
  );
}

function PageHeading({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-1">
      <BackLink />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title={t.updateTitle} />
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">{messages.common.loading}</span>
        <div aria-hidden className="h-11 w-full animate-pulse rounded-lg bg-border/70" />
        <div aria-hidden className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex flex-col gap-2">
              <div className="h-4 w-32 animate-pulse rounded bg-border/70" />
              <div className="h-10 w-full animate-pulse rounded-md bg-border/50" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function EditCourse({ courseId }: { courseId: string }) {
  const course = useCourseForEdit(courseId);
  if (course.isPending) return <FormSkeleton />;
  if (course.isError) {
    const error = course.error;
    // A malformed id ('validation_failed') names no course either; a course of someone else's is
    // refused ('forbidden'). Neither would change on a retry.
    const final = hasErrorCode(error, 'not_found', 'validation_failed', 'forbidden') ? error : null;
    return (
      <div className="flex flex-col gap-5">
        <PageHeading title={t.updateTitle} />
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
        >
          {final ? (
            <p>{final.code === 'forbidden' ? final.message : messages.courses.notFound}</p>
          ) : (
            <>
              <p>{t.loadError}</p>
              {error instanceof ApiError && <p className="text-sm text-muted-foreground">{error.message}</p>}
              <Button variant="outline" disabled={course.isFetching} onClick={() => void course.refetch()}>
                <RotateCw aria-hidden className="size-4" />
                {messages.common.retry}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }
  return (
    <CourseForm
      mode="edit"
      courseId={courseId}
      defaults={courseValuesFromEdit(course.data)}
      images={course.data.images}
    />
  );
}

/**
 * 'Crear Nuevo Curso' without an id, 'Actualizar Curso' with one
 * (docs/product/courses.md#course-form): five tabs over one form, validated with the server's own
 * rules, saved in one request.
 */
export function CourseFormPage({ courseId }: { courseId?: string }) {
  const [empty] = useState(emptyCourseValues);
  if (courseId) return <EditCourse courseId={courseId} />;
  return <CourseForm mode="create" defaults={empty} images={NO_IMAGES} />;
}
