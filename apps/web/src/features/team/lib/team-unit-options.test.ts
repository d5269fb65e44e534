import { describe, expect, it } from 'vitest';
import { teamUnits } from '@/test/fixtures/team-fixtures';
import { teamUnitOptions } from './team-unit-options';

const NBSP = '\u00a0';

describe('the unit filter of Mi equipo', () => {
  it('indents each unit two no-break spaces per level below the shallowest one present', () => {
    expect(teamUnitOptions(teamUnits.items).map((option) => option.label)).toEqual([
      'Hospital Central',
      `${NBSP.repeat(2)}Emergencias`,
      `${NBSP.repeat(4)}Triaje`,
      `${NBSP.repeat(2)}UCI`,
    ]);
  });

  it('chooses by id, and offers nothing for a team without units', () => {
    expect(teamUnitOptions(teamUnits.items).map((option) => option.value)).toEqual(
      teamUnits.items.map((unit) => unit.id),
    );
    expect(teamUnitOptions([])).toEqual([]);
  });
});
