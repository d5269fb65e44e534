/**
 * The course progress display state (docs/product/learning.md#progress-display-states): it drives
 * the button's wording and colour.
 */
export type ProgressState = 'not-started' | 'in-progress' | 'completed';

export function progressState(progress: number): ProgressState {
  if (progress >= 100) return 'completed';
  if (progress > 0) return 'in-progress';
  return 'not-started';
}

/**
 * The three states look apart within the product's one palette (the theme's tokens in
 * styles.css): a course not started is an outlined teal button, one in progress a filled teal
 * one, a completed one green, the theme's colour for done.
 */
export const PROGRESS_TONES: Record<ProgressState, { button: string; bar: string }> = {
  completed: {
    button: 'bg-success text-success-foreground hover:bg-success-hover focus-visible:outline-success',
    bar: 'bg-success',
  },
  'in-progress': {
    button: 'bg-primary text-primary-foreground hover:bg-primary-hover focus-visible:outline-ring',
    bar: 'bg-primary',
  },
  'not-started': {
    button: 'border border-primary bg-card text-primary hover:bg-background focus-visible:outline-ring',
    bar: 'bg-primary',
  },
};
