import { placementMessages as t, type Placement } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { testId as id } from '@/test/fixtures/current-user';
import {
  emptyPlacement,
  industries,
  placedNurse,
  positionId,
  positions,
  specialties,
  unitId,
  units,
} from '@/test/fixtures/placement-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { PlacementSection } from './placement-section';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const PERSON = id(7);
let place: Placement;
let answerSave: (body: Record<string, unknown>) => Response;
const saved: Record<string, unknown>[] = [];
let failLoad = false;

beforeEach(() => {
  place = emptyPlacement;
  failLoad = false;
  saved.length = 0;
  fakeToast.success.mockClear();
  answerSave = () => answer(200, placedNurse);
  apiServer.use(
    http.get('/api/users/:id/placement', () => (failLoad ? refusal(500, 'internal') : answer(200, place))),
    http.put('/api/users/:id/placement', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return answerSave(body);
    }),
    http.get('/api/units', () => answer(200, { items: units })),
    http.get('/api/positions', () => answer(200, { items: positions })),
    http.get('/api/reference/industries', () => answer(200, industries)),
    http.get('/api/reference/industries/:id/specialties', () => answer(200, specialties)),
  );
});

const renderSection = () => renderWithProviders(<PlacementSection profileId={PERSON} />);
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent?.trim());

describe("a person's place in the admin's user sheet", () => {
  it('offers the active units as a tree and saves every field together', async () => {
    renderSection();
    const unit = await screen.findByLabelText(t.unit);
    await waitFor(() => expect(optionNames(unit)).toContain('Emergencias'));
    // The archived laboratory is not offered to someone who is not there.
    expect(optionNames(unit)).toEqual([t.unitNone, 'Aula', 'Hospital Central', 'Emergencias', 'UCI']);
    expect(within(unit).getByRole('option', { name: /Emergencias/ }).textContent).toBe(
      '\u00a0\u00a0\u00a0\u00a0Emergencias',
    );

    fireEvent.change(unit, { target: { value: unitId.emergencies } });
    fireEvent.change(screen.getByRole('combobox', { name: t.addUnit }), { target: { value: unitId.icu } });
    expect(screen.getByRole('button', { name: t.removeUnit('UCI') })).toBeTruthy();
    // Supervising is chosen apart: any active unit, whatever the person's own.
    fireEvent.change(screen.getByRole('combobox', { name: t.addSupervisedUnit }), {
      target: { value: unitId.hospital },
    });
    expect(screen.getByRole('button', { name: t.removeUnit('Hospital Central') })).toBeTruthy();
    const position = screen.getByLabelText(t.position);
    expect(optionNames(position)).toEqual([t.positionNone, 'Enfermera asistencial']);
    fireEvent.change(position, { target: { value: positionId.nurse } });
    const profession = screen.getByLabelText(t.profession);
    await waitFor(() => expect(optionNames(profession)).toContain('Enfermería'));
    fireEvent.change(profession, { target: { value: industries[0]!.id } });
    const specialty = await screen.findByLabelText(t.specialty);
    await waitFor(() => expect(optionNames(specialty)).toContain('Enfermería en emergencias'));
    fireEvent.change(specialty, { target: { value: specialties[0]!.id } });
    fireEvent.change(screen.getByLabelText(t.staffNumber), { target: { value: 'N-1001' } });
    fireEvent.change(screen.getByLabelText(t.hireDate), { target: { value: '2024-02-29' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saved).toEqual([
      {
        unitId: unitId.emergencies,
        additionalUnitIds: [unitId.icu],
        supervisedUnitIds: [unitId.hospital],
        positionId: positionId.nurse,
        industryId: industries[0]!.id,
        specialtyId: specialties[0]!.id,
        staffNumber: 'N-1001',
        hireDate: '2024-02-29',
      },
    ]);
  });

  it('keeps an archived unit and position for the person who holds them, saying they are archived', async () => {
    place = {
      ...emptyPlacement,
      unit: {
        id: unitId.oldLab,
        name: 'Laboratorio antiguo',
        path: 'Hospital Central / Laboratorio antiguo',
        archived: true,
      },
      position: { id: positionId.retired, name: 'Puesto retirado', archived: true },
    };
    renderSection();
    const unit = await screen.findByLabelText(t.unit);
    await waitFor(() => expect((unit as HTMLSelectElement).value).toBe(unitId.oldLab));
    expect(optionNames(unit)).toContain(`Laboratorio antiguo ${t.archivedSuffix}`);
    const position = screen.getByLabelText(t.position);
    await waitFor(() => expect((position as HTMLSelectElement).value).toBe(positionId.retired));
    expect(optionNames(position)).toContain(`Puesto retirado ${t.archivedPositionSuffix}`);
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    answerSave = () => refusal(409, 'conflict', t.staffNumberTaken, { staffNumber: t.staffNumberTaken });
    renderSection();
    const staffNumber = await screen.findByLabelText(t.staffNumber);
    fireEvent.change(staffNumber, { target: { value: 'P-77' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.staffNumberTaken)).toBeTruthy();
    expect((staffNumber as HTMLInputElement).value).toBe('P-77');
    expect(staffNumber.getAttribute('aria-invalid')).toBe('true');
    expect(fakeToast.error).toHaveBeenCalledWith(t.failed);
  });

  it('refuses in the browser a staff number the rules do not allow, without asking the server', async () => {
    renderSection();
    const staffNumber = await screen.findByLabelText(t.staffNumber);
    fireEvent.change(staffNumber, { target: { value: 'con espacio' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.staffNumberInvalid)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('says when the place could not be loaded, and tries again', async () => {
    failLoad = true;
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.loadError)).toBeTruthy();
    failLoad = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByLabelText(t.unit)).toBeTruthy();
  });
});
