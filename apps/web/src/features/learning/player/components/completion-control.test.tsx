import type { CompletionReadiness } from '@aula/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompletionControl } from './completion-control';
import { testLesson } from '@/test/fixtures/player-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

function renderControl(contentType: string, completion: CompletionReadiness, onComplete = vi.fn()) {
  render(
    <CompletionControl
      lesson={testLesson(1, { contentType, completion })}
      review={false}
      pending={false}
      onComplete={onComplete}
    />,
  );
  return onComplete;
}

const button = () => screen.getByRole('button', { name: 'Completar Lección' }) as HTMLButtonElement;

describe('CompletionControl', () => {
  it('keeps Completar disabled with what is missing: the last page of a PDF', () => {
    renderControl('03', {
      allowed: false,
      blocker: 'reachLastPage',
      watchedPercent: null,
      secondsLeft: null,
    });
    expect(button().disabled).toBe(true);
    const reason = screen.getByText('Llega hasta la última página del documento para completar la lección.');
    expect(button().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('counts the reading time down and then lets the student complete the text', () => {
    vi.useFakeTimers();
    const onComplete = renderControl('02', {
      allowed: false,
      blocker: 'keepReading',
      watchedPercent: null,
      secondsLeft: 3,
    });
    expect(screen.getByText('Sigue leyendo: podrás completar la lección en 3 s.')).toBeTruthy();
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Sigue leyendo: podrás completar la lección en 2 s.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(button().disabled).toBe(false);
    expect(screen.queryByText(/Sigue leyendo/)).toBeNull();
    act(() => button().click());
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows how much of a video was watched, and offers Completar once enough was', () => {
    renderControl('01', { allowed: false, blocker: 'watchVideo', watchedPercent: 40, secondsLeft: null });
    expect(screen.getByText('Has visto el 40 % del video')).toBeTruthy();
    expect(screen.getByText('Mira al menos el 90 % del video para completar la lección.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completar Lección' })).toBeNull();
    cleanup();
    renderControl('01', { allowed: true, blocker: null, watchedPercent: 93, secondsLeft: null });
    expect(screen.getByText('Has visto el 93 % del video')).toBeTruthy();
    expect(button().disabled).toBe(false);
  });
});
