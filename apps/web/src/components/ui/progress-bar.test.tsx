import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progress bar named by its label, from 0 to 100', () => {
    render(<ProgressBar value={40} label="Avance en Curso 1" />);
    const bar = screen.getByRole('progressbar', { name: 'Avance en Curso 1' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
  });

  it('rounds its value and keeps it within 0 and 100, so the bar never overflows', () => {
    render(
      <>
        <ProgressBar value={33.4} label="a" />
        <ProgressBar value={120} label="b" />
        <ProgressBar value={-5} label="c" />
      </>,
    );
    const values = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'));
    expect(values).toEqual(['33', '100', '0']);
    const filled = screen.getByRole('progressbar', { name: 'b' }).firstElementChild as HTMLElement;
    expect(filled.style.width).toBe('100%');
  });
});
