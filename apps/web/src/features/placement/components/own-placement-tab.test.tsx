import { placementMessages as t } from '@aula/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http } from '@/test/api-server';
import { testId as id } from '@/test/fixtures/current-user';
import {
  emptyPlacement,
  industries,
  placedNurse,
  positions,
  units,
} from '@/test/fixtures/placement-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { OwnPlacementTab } from './own-placement-tab';

let place = placedNurse;

beforeEach(() => {
  place = placedNurse;
  apiServer.use(
    http.get('/api/account/placement', () => answer(200, place)),
    http.get('/api/units', () => answer(200, { items: units })),
    http.get('/api/positions', () => answer(200, { items: positions })),
    http.get('/api/reference/industries', () => answer(200, industries)),
    http.get('/api/reference/industries/:id/specialties', () => answer(200, [])),
  );
});

describe("'Organización' in the profile", () => {
  it('shows a person where the institution places them, read only', async () => {
    renderWithProviders(<OwnPlacementTab profileId={id(7)} editable={false} />);
    expect(await screen.findByText('Hospital Central / Emergencias')).toBeTruthy();
    expect(screen.getByText('Hospital Central / UCI')).toBeTruthy();
    expect(screen.getByText('Enfermera asistencial')).toBeTruthy();
    expect(screen.getByText('N-1001')).toBeTruthy();
    expect(screen.getByText('29/02/2024')).toBeTruthy();
    expect(screen.getByText(t.readOnlyNote)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
  });

  it("says 'No indicado' for what is not recorded", async () => {
    place = emptyPlacement;
    renderWithProviders(<OwnPlacementTab profileId={id(7)} editable={false} />);
    expect(await screen.findAllByText(t.notSet)).toHaveLength(7);
  });

  it('lets an admin edit their own', async () => {
    renderWithProviders(<OwnPlacementTab profileId={id(7)} editable />);
    expect(await screen.findByLabelText(t.staffNumber)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.save })).toBeTruthy();
  });
});
