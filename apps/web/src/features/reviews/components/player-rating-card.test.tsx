import { messages, reviewMessages, type MyRating } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { PlayerRatingCard } from './player-rating-card';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const m = reviewMessages;
const COURSE = '00000000-0000-4000-8000-000000000001';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** How many lessons the server counts as completed; 404 when the course left the catalogue. */
let completed: number | 'gone';
let asked: number;

beforeEach(() => {
  completed = 1;
  asked = 0;
  server.handle.mockImplementation(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === `/api/courses/${COURSE}/my-rating`) {
      asked += 1;
      if (completed === 'gone') return json(404, { message: messages.courses.notFound, code: 'not_found' });
      const answer: MyRating = {
        eligibility: completed >= 2 ? 'allowed' : 'underHalf',
        lessons: { completed, total: 4, required: 2 },
        rating: null,
      };
      return json(200, answer);
    }
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderCard(completedLessons: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>;
  const view = render(wrap(<PlayerRatingCard courseId={COURSE} completedLessons={completedLessons} />));
  return (next: number) =>
    view.rerender(wrap(<PlayerRatingCard courseId={COURSE} completedLessons={next} />));
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
