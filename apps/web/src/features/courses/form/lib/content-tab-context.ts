import { createContext, useContext, type RefObject } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import type { CourseFormValues } from './course-form-values';

/** A module's lesson list actions, so that a lesson can leave one module for another. */
export type LessonListActions = Pick<
  UseFieldArrayReturn<CourseFormValues, `modules.${number}.lessons`, 'id'>,
  'append' | 'remove'
>;

export interface ContentTabActions {
  /** Says a change to screen-reader users (a polite live region). */
  announce(message: string): void;
  /** Each module's lesson list registers its actions here under the module's key. */
  lessonLists: Map<string, RefObject<LessonListActions>>;
  moveLessonToModule(fromModule: number, lessonIndex: number, toModule: number): void;
}

export const ContentTabContext = createContext<ContentTabActions | null>(null);

export function useContentTab(): ContentTabActions {
  const actions = useContext(ContentTabContext);
  if (!actions) throw new Error('useContentTab is used outside ContentTab');
  return actions;
}
