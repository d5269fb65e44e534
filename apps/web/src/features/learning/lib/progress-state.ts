/** SPEC.md §4 'course progress display state': it drives the button's wording and colour. */
export type ProgressState = 'not-started' | 'in-progress' | 'completed';

export function progressState(progress: number): ProgressState {
  if (progress >= 100) return 'completed';
  if (progress > 0) return 'in-progress';
  return 'not-started';
}

/** SPEC.md §2 'Mis Cursos': green at 100 %, blue in progress, indigo before the first lesson. */
export const PROGRESS_TONES: Record<ProgressState, { button: string; bar: string }> = {
  completed: {
    button: 'bg-green-700 text-white hover:bg-green-800 focus-visible:outline-green-700',
    bar: 'bg-green-600',
  },
  'in-progress': {
    button: 'bg-blue-700 text-white hover:bg-blue-800 focus-visible:outline-blue-700',
    bar: 'bg-blue-600',
  },
  'not-started': {
    button: 'bg-indigo-700 text-white hover:bg-indigo-800 focus-visible:outline-indigo-700',
    bar: 'bg-indigo-600',
  },
};
