import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import WeeklyEnrollmentsBars from './weekly-enrollments-bars';

const weeks = Array.from({ length: 12 }, (_, index) => ({
  short: `${String(index + 1).padStart(2, '0')}/09`,
  title: `Semana del ${String(index + 1).padStart(2, '0')}/09/2026`,
  count: index + 1,
}));

describe('WeeklyEnrollmentsBars', () => {
  it('draws one bar per week, and nothing in it takes the keyboard focus', async () => {
    // happy-dom lays nothing out: the chart's container gets the size a browser would give it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 256 }),
    );
    const { container } = render(<WeeklyEnrollmentsBars weeks={weeks} />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(12));
    expect(container.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
  });
});
