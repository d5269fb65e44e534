import {
  courseFormMessages,
  createCourseSchema,
  messages,
  updateCourseSchema,
  type CourseEdit,
  type CreateCourseInput,
  type LessonContentCode,
  type UpdateCourseInput,
} from '@aula/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * A file field of the form. The file itself travels by the resumable upload before Save;
 * the form only holds what the upload answered.
 */
export interface FileValue {
  /** A finished upload, attached to the course on Save. */
  uploadId?: string;
  /** The chosen file's name, shown in the field. */
  fileName?: string;
  /** A video's length in seconds, read from the file (docs/product/lesson-durations.md). */
  videoSeconds?: number;
  /** What the preview shows: an object URL of the chosen file, or the saved file's signed link. */
  previewUrl?: string | null;
  /** Set while an upload runs: Save waits for it. */
  uploading?: boolean;
}

export interface LessonFormValue {
  /** A stable client id for lists and drag and drop; saved lessons also have `id`. */
  key: string;
  id?: string;
  title: string;
  description: string;
  /** NaN while the field is empty (react-hook-form's valueAsNumber). */
  estimatedDurationMinutes: number;
  contentType: LessonContentCode | '';
  contentText: string;
  contentUrl: string;
  file: FileValue;
}

export interface ModuleFormValue {
  key: string;
  id?: string;
  title: string;
  description: string;
  isPublished: boolean;
  lessons: LessonFormValue[];
}

export interface CourseFormValues {
  title: string;
  shortDescription: string;
  description: string;
  estimatedDurationHours: number;
  price: number;
  coinId: string;
  languageId: string;
  difficultyLevelId: string;
  industryId: string;
  specialtyId: string;
  /** Admins choose the instructor; for instructors the server uses themselves. */
  instructorId?: string;
  isPublished: boolean;
  thumbnail: FileValue;
  previewVideo: FileValue;
  modules: ModuleFormValue[];
}

const newKey = () => crypto.randomUUID();

export function emptyCourseValues(): CourseFormValues {
  return {
    title: '',
    shortDescription: '',
    description: '',
    estimatedDurationHours: Number.NaN,
    price: 0,
    coinId: '',
    languageId: '',
    difficultyLevelId: '',
    industryId: '',
    specialtyId: '',
    isPublished: false,
    thumbnail: {},
    previewVideo: {},
    modules: [],
  };
}

/**
 * A new module is unpublished, named 'Nuevo Módulo', and goes after the last one
 * (docs/product/courses.md#new-modules-and-lessons).
 */
export function newModule(): ModuleFormValue {
  return {
    key: newKey(),
    title: courseFormMessages.newModuleTitle,
    description: '',
    isPublished: false,
    lessons: [],
  };
}

/**
 * A new lesson is unpublished, named 'Nueva Lección', and goes after the last one
 * (docs/product/courses.md#new-modules-and-lessons).
 */
export function newLesson(): LessonFormValue {
  return {
    key: newKey(),
    title: courseFormMessages.newLessonTitle,
    description: '',
    estimatedDurationMinutes: Number.NaN,
    contentType: '',
    contentText: '',
    contentUrl: '',
    file: {},
  };
}

export function courseValuesFromEdit(course: CourseEdit): CourseFormValues {
  return {
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    estimatedDurationHours: course.estimatedDurationHours,
    price: course.price,
    coinId: course.coinId,
    languageId: course.languageId,
    difficultyLevelId: course.difficultyLevelId,
    industryId: course.industryId,
    specialtyId: course.specialtyId,
    instructorId: course.instructorId,
    isPublished: course.isPublished,
    thumbnail: { previewUrl: course.thumbnailUrl },
    previewVideo: { previewUrl: course.previewVideoUrl },
    modules: course.modules.map((module) => ({
      key: module.id,
      id: module.id,
      title: module.title,
      description: module.description ?? '',
      isPublished: module.isPublished,
      lessons: module.lessons.map((lesson) => ({
        key: lesson.id,
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        estimatedDurationMinutes: lesson.estimatedDurationMinutes,
        contentType: lesson.contentType as LessonContentCode,
        contentText: lesson.contentText ?? '',
        contentUrl: lesson.contentUrl ?? '',
        file: { previewUrl: lesson.fileUrl, videoSeconds: lesson.videoSeconds ?? undefined },
      })),
    })),
  };
}

/** NaN (an empty number field) is sent as missing, so the server answers "required". */
const numberOrUndefined = (value: number) => (Number.isFinite(value) ? value : undefined);

/** The request body of POST/PUT /api/courses from the form's values. */
export function toCoursePayload(values: CourseFormValues): CreateCourseInput | UpdateCourseInput {
  const payload = {
    title: values.title,
    shortDescription: values.shortDescription,
    description: values.description,
    estimatedDurationHours: numberOrUndefined(values.estimatedDurationHours),
    price: numberOrUndefined(values.price) ?? 0,
    coinId: values.coinId,
    languageId: values.languageId,
    difficultyLevelId: values.difficultyLevelId,
    industryId: values.industryId,
    specialtyId: values.specialtyId,
    instructorId: values.instructorId || undefined,
    isPublished: values.isPublished,
    thumbnailUploadId: values.thumbnail.uploadId,
    previewVideoUploadId: values.previewVideo.uploadId,
    modules: values.modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        estimatedDurationMinutes: numberOrUndefined(lesson.estimatedDurationMinutes),
        contentType: lesson.contentType,
        contentText: lesson.contentType === '02' ? lesson.contentText : undefined,
        contentUrl: lesson.contentType === '04' ? lesson.contentUrl : undefined,
        uploadId: lesson.file.uploadId,
      })),
    })),
  };
  return payload as CreateCourseInput | UpdateCourseInput;
}

/** Payload paths that the form shows on another field: upload ids belong to their file field. */
function formPath(path: PropertyKey[]): string {
  const parts = path.map(String);
  const last = parts.at(-1);
  if (last === 'thumbnailUploadId') return 'thumbnail';
  if (last === 'previewVideoUploadId') return 'previewVideo';
  if (last === 'uploadId') return [...parts.slice(0, -1), 'file'].join('.');
  return parts.join('.');
}

/** The form field that a server error's key names ('thumbnailUploadId' → 'thumbnail'; '_' → 'root'). */
export function formFieldOfServerPath(key: string): string {
  return key === '_' || key === '' ? 'root' : formPath(key.split('.'));
}

function setError(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  parts.slice(0, -1).forEach((part, index) => {
    // A numeric segment is a list item: react-hook-form reads lists of errors as arrays (as its
    // own `set` builds them); with plain objects, trigger('modules') drops every nested error.
    node = (node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}) as Record<string, unknown>;
  });
  const leaf = parts.at(-1)!;
  // The first rule broken is the one to show, as the server would answer it.
  node[leaf] ??= { type: 'validate', message };
}

/**
 * Every rule the values break, by form path, as the shared schema the server uses reads
 * them (docs/product/courses.md#validation). A file still uploading blocks Save ('root').
 */
export function courseFormErrors(
  mode: 'create' | 'edit',
  values: CourseFormValues,
): FieldErrors<CourseFormValues> {
  const schema = mode === 'create' ? createCourseSchema : updateCourseSchema;
  const errors: Record<string, unknown> = {};
  const result = schema.safeParse(toCoursePayload(values));
  if (!result.success) {
    for (const issue of result.error.issues) setError(errors, formPath(issue.path), issue.message);
  }
  const uploading = [values.thumbnail, values.previewVideo]
    .concat(values.modules.flatMap((module) => module.lessons.map((lesson) => lesson.file)))
    .some((file) => file.uploading);
  if (uploading) setError(errors, 'root', messages.uploads.incomplete);
  return errors as FieldErrors<CourseFormValues>;
}

/**
 * Validates the form with the shared schema the server uses (docs/product/courses.md#validation),
 * so the form shows the server's messages before it is asked. A file still uploading blocks Save.
 */
export function courseFormResolver(mode: 'create' | 'edit'): Resolver<CourseFormValues> {
  return (values) => {
    const errors = courseFormErrors(mode, values);
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** Where one lesson's values sit in the form, as react-hook-form names it. */
export type LessonPath = `modules.${number}.lessons.${number}`;
