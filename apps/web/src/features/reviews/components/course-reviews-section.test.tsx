import {
  reviewMessages,
  type CourseReview,
  type MyRating,
  type OwnRating,
  type RatingEligibility,
} from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CourseReviewsSection } from './course-reviews-section';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = reviewMessages;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COURSE = id(1);
const REVIEWS_PATH = `/api/courses/${COURSE}/reviews`;
const MINE_PATH = `/api/courses/${COURSE}/my-rating`;
const WRITTEN = '2026-03-04T15:00:00.000Z';

/** What the server holds: the ratings, most recent first, and who the caller is to the course. */
let stored: CourseReview[];
let eligibility: RatingEligibility;
let mine: OwnRating | null;
const saves: unknown[] = [];

function summary() {
  const count = stored.length;
  const sum = stored.reduce((total, review) => total + review.stars, 0);
  return { average: count === 0 ? null : Math.round((100 * sum) / count) / 100, count };
}

beforeEach(() => {
  stored = [];
  eligibility = 'allowed';
  mine = null;
  saves.length = 0;
  apiServer.use(
    http.get(REVIEWS_PATH, () => answer(200, { summary: summary(), items: stored, nextCursor: null })),
    http.get(MINE_PATH, () => {
      const rating: MyRating = {
        eligibility,
        lessons: { completed: eligibility === 'underHalf' ? 1 : 2, total: 4, required: 2 },
        rating: mine,
      };
      return answer(200, rating);
    }),
    http.put(MINE_PATH, async ({ request }) => {
      const body = (await request.json()) as { stars: number; review?: string | null };
      saves.push(body);
      mine = { stars: body.stars, review: body.review || null, createdAt: WRITTEN, updatedAt: WRITTEN };
      stored = [
        {
          id: id(50),
          stars: body.stars,
          review: body.review || null,
          reviewer: { name: 'Rosa H.' },
          mine: true,
          createdAt: WRITTEN,
          updatedAt: WRITTEN,
        },
        ...stored,
      ];
      return answer(200, { message: m.saved, rating: mine, summary: summary() });
    }),
  );
});

function renderSection({ manages = false, onRatingSaved = vi.fn() } = {}) {
  renderWithProviders(
    <CourseReviewsSection courseId={COURSE} manages={manages} onRatingSaved={onRatingSaved} />,
    {
      user: manages ? 'INSTRUCTOR' : 'STUDENT',
    },
  );
  return { onRatingSaved };
}

const section = () => screen.getByRole('region', { name: m.title });
const starsGroup = () => screen.getByRole('group', { name: m.form.starsLegend });

describe('CourseReviewsSection', () => {
  it('says honestly that nobody rated the course yet, never 0.0', async () => {
    eligibility = 'underHalf';
    renderSection();
    expect(await within(section()).findByText(m.none)).toBeTruthy();
    expect(section().textContent).not.toContain('0.0');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('tells a student under half why they cannot rate yet, and offers no form', async () => {
    eligibility = 'underHalf';
    renderSection();
    expect(
      await screen.findByText(`${m.eligibility.underHalf} ${m.eligibility.lessonsDone(1, 2)}`),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: m.form.starsLegend })).toBeNull();
    expect(screen.queryByRole('button', { name: m.form.submit })).toBeNull();
  });

  it.each([
    ['not enrolled', 'notEnrolled', m.eligibility.notEnrolled],
    ['the course’s instructor or an admin', 'manages', m.eligibility.manages],
  ] as const)('tells someone %s why there is no form', async (_who, reason, text) => {
    eligibility = reason;
    renderSection({ manages: reason === 'manages' });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('group', { name: m.form.starsLegend })).toBeNull();
  });

  it('links a manager to every review of the course', async () => {
    eligibility = 'manages';
    renderSection({ manages: true });
    const link = await within(section()).findByRole('link', { name: m.manage.seeAll });
    expect(link.getAttribute('href')).toBe(`/dashboard/reviews?course=${COURSE}`);
  });

  it('asks for the stars before sending anything', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: m.form.submit }));
    expect(await screen.findByText(m.starsRequired)).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('lets an allowed student rate with a review, then shows the new average, count and review as text', async () => {
    stored = [
      {
        id: id(40),
        stars: 5,
        review: 'Excelente.',
        reviewer: { name: 'Beto Q.' },
        mine: false,
        createdAt: WRITTEN,
        updatedAt: WRITTEN,
      },
    ];
    const { onRatingSaved } = renderSection();
    expect(await within(section()).findByRole('img', { name: m.averageLabel('5.0', 1) })).toBeTruthy();

    fireEvent.click(within(starsGroup()).getByRole('radio', { name: m.form.star(4) }));
    const review = '<b>Muy útil</b> para el turno de noche';
    fireEvent.change(screen.getByLabelText(m.form.reviewLabel), { target: { value: review } });
    fireEvent.click(screen.getByRole('button', { name: m.form.submit }));

    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(m.saved, expect.anything()));
    expect(saves).toEqual([{ stars: 4, review }]);
    expect(onRatingSaved).toHaveBeenCalledTimes(1);
    // The list is read again: the average of 5 and 4, the count and the new review, as text.
    expect(await within(section()).findByRole('img', { name: m.averageLabel('4.5', 2) })).toBeTruthy();
    expect(within(section()).getByText('4.5')).toBeTruthy();
    expect(within(section()).getByText(m.count(2))).toBeTruthy();
    const mineItem = within(section()).getByRole('article', { name: 'Rosa H.' });
    expect(within(mineItem).getByText(review).textContent).toBe(review);
    expect(mineItem.querySelector('b')).toBeNull();
    // The form gives way to the student's rating, which they may edit.
    expect(screen.getByRole('button', { name: m.form.edit })).toBeTruthy();
    expect(screen.queryByRole('group', { name: m.form.starsLegend })).toBeNull();
  });

  it('opens the student’s rating for editing with what they wrote', async () => {
    mine = { stars: 3, review: 'Regular.', createdAt: WRITTEN, updatedAt: WRITTEN };
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: m.form.edit }));
    expect(
      (within(starsGroup()).getByRole('radio', { name: m.form.star(3) }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText(m.form.reviewLabel) as HTMLTextAreaElement).value).toBe('Regular.');
    fireEvent.click(within(starsGroup()).getByRole('radio', { name: m.form.star(5) }));
    fireEvent.click(screen.getByRole('button', { name: m.form.update }));
    await waitFor(() => expect(saves).toEqual([{ stars: 5, review: 'Regular.' }]));
  });

  it('shows the server’s refusal above the buttons and keeps what was typed', async () => {
    apiServer.use(http.put(MINE_PATH, () => refusal(409, 'conflict', m.underHalf)));
    renderSection();
    fireEvent.click(
      await within(await screen.findByRole('group')).findByRole('radio', { name: m.form.star(2) }),
    );
    fireEvent.change(screen.getByLabelText(m.form.reviewLabel), { target: { value: 'Me faltó tiempo' } });
    fireEvent.click(screen.getByRole('button', { name: m.form.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.underHalf);
    expect((screen.getByLabelText(m.form.reviewLabel) as HTMLTextAreaElement).value).toBe('Me faltó tiempo');
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('says when the ratings could not be loaded, and tries again', async () => {
    apiServer.use(http.get(REVIEWS_PATH, () => refusal(500, 'internal', 'boom'), { once: true }));
    renderSection();
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain(m.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: m.retry }));
    expect(await within(section()).findByText(m.none)).toBeTruthy();
  });
});
