import { describe, expect, it } from 'vitest';
import {
  ACADEMY,
  CENTRAL,
  EMERGENCIAS,
  LABORATORIO,
  NORTE,
  sampleTree,
  TRIAJE,
  unit,
} from '@/test/fixtures/organisation-fixtures';
import { canMoveUnder, indexUnits, moveTargets, shownUnitFor, subtreeHeight, visibleRows } from './unit-tree';

const index = indexUnits(sampleTree().items);
const names = (units: { name: string }[]) => units.map((item) => item.name);

describe('the tree’s shape', () => {
  it('measures the levels below a unit, archived ones included', () => {
    expect(subtreeHeight(index, TRIAJE.id)).toBe(0);
    expect(subtreeHeight(index, EMERGENCIAS.id)).toBe(1);
    expect(subtreeHeight(index, CENTRAL.id)).toBe(2);
    expect(subtreeHeight(index, ACADEMY.id)).toBe(3);
  });

  it('lets a unit go under an active unit outside it, never its parent again, within five levels', () => {
    expect(names(moveTargets(index, TRIAJE.id))).toEqual([
      'Academia Aula',
      'Clínica Norte',
      'Hospital Central',
    ]);
    expect(names(moveTargets(index, CENTRAL.id))).toEqual(['Clínica Norte']);
    expect(canMoveUnder(index, CENTRAL.id, TRIAJE.id)).toBe(false);
    expect(canMoveUnder(index, EMERGENCIAS.id, LABORATORIO.id)).toBe(false);
    expect(canMoveUnder(index, ACADEMY.id, NORTE.id)).toBe(false);
    expect(canMoveUnder(index, LABORATORIO.id, NORTE.id)).toBe(false);

    // Emergencies and its triage are two levels: under a fourth-level unit they would reach the sixth.
    const deeper = indexUnits([
      ...sampleTree().items,
      unit(20, { parentId: NORTE.id, name: 'Consultorios', depth: 3 }),
      unit(21, { parentId: unit(20).id, name: 'Consultorio 1', depth: 4 }),
    ]);
    expect(canMoveUnder(deeper, EMERGENCIAS.id, unit(20).id)).toBe(true);
    expect(canMoveUnder(deeper, EMERGENCIAS.id, unit(21).id)).toBe(false);
    expect(canMoveUnder(deeper, TRIAJE.id, unit(21).id)).toBe(true);
  });

  it('shows an archived unit’s parent in its place while archived ones are hidden', () => {
    expect(shownUnitFor(index, LABORATORIO.id, false)).toBe(CENTRAL.id);
    expect(shownUnitFor(index, LABORATORIO.id, true)).toBe(LABORATORIO.id);
  });

  it('lists the lines of the open units with their place among their shown siblings', () => {
    const rows = visibleRows(index, new Set([ACADEMY.id, CENTRAL.id]), true);
    expect(
      rows.map((row) => [row.unit.name, row.posInSet, row.setSize, row.hasChildren, row.expanded]),
    ).toEqual([
      ['Academia Aula', 1, 1, true, true],
      ['Clínica Norte', 1, 2, false, false],
      ['Hospital Central', 2, 2, true, true],
      ['Emergencias', 1, 2, true, false],
      ['Laboratorio', 2, 2, false, false],
    ]);
    expect(visibleRows(index, new Set([ACADEMY.id, CENTRAL.id]), false).map((row) => row.unit.name)).toEqual([
      'Academia Aula',
      'Clínica Norte',
      'Hospital Central',
      'Emergencias',
    ]);
  });
});
