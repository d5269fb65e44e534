import { messages, reviewMessages, type MyRating } from '@aula/shared';
import { act, screen } from '@testing-library/react';
import { createRef, useImperativeHandle, useState, type Ref } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { PlayerRatingCard } from './player-rating-card';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const m = reviewMessages;
const COURSE = '00000000-0000-4000-8000-000000000001';

/** How many lessons the server counts as completed; 404 when the course left the catalogue. */
let completed: number | 'gone';
let asked: number;

beforeEach(() => {
  completed = 1;
  asked = 0;
  apiServer.use(
    http.get(`/api/courses/${COURSE}/my-rating`, () => {
      asked += 1;
      if (completed === 'gone') return refusal(404, 'not_found', messages.courses.notFound);
      const rating: MyRating = {
        eligibility: completed >= 2 ? 'allowed' : 'underHalf',
        lessons: { completed, total: 4, required: 2 },
        rating: null,
      };
      return answer(200, rating);
    }),
  );
});

/** The player around the card: it keeps the count of completed lessons and passes it down. */
function Player({ start, control }: { start: number; control: Ref<(next: number) => void> }) {
  const [completedLessons, setCompletedLessons] = useState(start);
  useImperativeHandle(control, () => setCompletedLessons, []);
  return <PlayerRatingCard courseId={COURSE} completedLessons={completedLessons} />;
}

/** Renders the card in a player; the returned function completes lessons there, as the same card sees it. */
function renderCard(completedLessons: number) {
  const control = createRef<(next: number) => void>();
  renderWithProviders(<Player start={completedLessons} control={control} />, { user: 'STUDENT' });
  return (next: number) => act(() => control.current!(next));
}

describe('PlayerRatingCard', () => {
  it('asks again as lessons are completed, and offers the form once half are done', async () => {
    const complete = renderCard(1);
    expect(
      await screen.findByText(`${m.eligibility.underHalf} ${m.eligibility.lessonsDone(1, 2)}`),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: m.form.starsLegend })).toBeNull();

    completed = 2;
    complete(2);
    expect(await screen.findByRole('group', { name: m.form.starsLegend })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.form.submit })).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('shows nothing for a course that left the catalogue', async () => {
    completed = 'gone';
    renderCard(1);
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
