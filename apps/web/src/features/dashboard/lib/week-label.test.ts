import { describe, expect, it } from 'vitest';
import { weekLabels } from './week-label';

describe('weekLabels', () => {
  it('writes the Monday as dd/MM/yyyy, and dd/MM for the axis', () => {
    expect(weekLabels('2026-11-23')).toEqual({ day: '23/11/2026', short: '23/11' });
    expect(weekLabels('2027-01-04')).toEqual({ day: '04/01/2027', short: '04/01' });
  });
});
