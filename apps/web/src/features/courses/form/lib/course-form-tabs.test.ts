import { messages } from '@aula/shared';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { countErrorsByTab, tabOfField, tabsWithErrors } from './course-form-tabs';
import {
  courseFormErrors,
  emptyCourseValues,
  formFieldOfServerPath,
  newLesson,
  newModule,
  type CourseFormValues,
} from './course-form-values';

const error = (message: string) => ({ type: 'validate', message });

describe('tabOfField', () => {
  it('finds the tab where a form path is edited', () => {
    expect(tabOfField('title')).toBe('basic');
    expect(tabOfField('specialtyId')).toBe('basic');
    expect(tabOfField('modules')).toBe('content');
    expect(tabOfField('modules.2.lessons.0.file')).toBe('content');
    expect(tabOfField('thumbnail')).toBe('media');
    expect(tabOfField('isPublished')).toBe('settings');
    expect(tabOfField('root')).toBeNull();
  });
});

describe('countErrorsByTab', () => {
  it('counts every message of a tab, nested ones included, and ignores what is not a message', () => {
    const input = document.createElement('input');
    const errors = {
      title: { ...error('El título es obligatorio.'), ref: input },
      coinId: error('La moneda es obligatoria.'),
      thumbnail: error('La imagen principal es obligatoria.'),
      modules: Object.assign([undefined, { title: error('El título es obligatorio.') }], {
        ...error(messages.courses.needsModuleAndLesson),
      }),
      root: error(messages.uploads.incomplete),
    } as unknown as FieldErrors<CourseFormValues>;
    expect(countErrorsByTab(errors)).toEqual({ basic: 2, content: 2, media: 1, settings: 0, preview: 0 });
    expect(tabsWithErrors(errors)).toEqual(['basic', 'content', 'media']);
  });

  it('does not count the "one module and one lesson" message once a module has a lesson', () => {
    const errors = {
      modules: error(messages.courses.needsModuleAndLesson),
    } as unknown as FieldErrors<CourseFormValues>;
    const empty = [{ ...newModule(), lessons: [] }];
    const withLesson = [{ ...newModule(), lessons: [newLesson()] }];
    expect(countErrorsByTab(errors, empty).content).toBe(1);
    expect(countErrorsByTab(errors, withLesson).content).toBe(0);
    // After a field-array change react-hook-form keeps it under the array's root.
    const underRoot = Object.assign([], {
      root: error(messages.courses.needsModuleAndLesson),
    });
    const rootErrors = { modules: underRoot } as unknown as FieldErrors<CourseFormValues>;
    expect(countErrorsByTab(rootErrors, empty).content).toBe(1);
    expect(countErrorsByTab(rootErrors, withLesson).content).toBe(0);
    const tooMany = { modules: error(messages.courses.form.tooManyModules) } as FieldErrors<CourseFormValues>;
    expect(countErrorsByTab(tooMany, withLesson).content).toBe(1);
  });

  it('finds every tab a new, empty course still needs', () => {
    expect(tabsWithErrors(courseFormErrors('create', emptyCourseValues()))).toEqual(['basic', 'media']);
  });

  it('does not ask an edited course for files it already has', () => {
    expect(tabsWithErrors(courseFormErrors('edit', emptyCourseValues()))).toEqual(['basic']);
  });
});

describe('formFieldOfServerPath', () => {
  it("puts the server's per-field messages on the form's fields", () => {
    expect(formFieldOfServerPath('title')).toBe('title');
    expect(formFieldOfServerPath('thumbnailUploadId')).toBe('thumbnail');
    expect(formFieldOfServerPath('previewVideoUploadId')).toBe('previewVideo');
    expect(formFieldOfServerPath('modules.0.lessons.3.uploadId')).toBe('modules.0.lessons.3.file');
    expect(formFieldOfServerPath('modules')).toBe('modules');
    expect(formFieldOfServerPath('_')).toBe('root');
  });
});
