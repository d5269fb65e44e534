import { ACHIEVEMENTS_TAB_PATH, CERTIFICATES_TAB_PATH, type CurrentUser } from '@aula/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_TAB_PARAM, profileTabIds } from '../lib/profile-tabs';
import { ProfilePage, type ProfileTab } from './profile-page';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';

// Midday UTC: the same calendar day in every time zone the tests may run in.
const user: CurrentUser = testCurrentUser({ joinedDate: '2026-01-15T12:00:00.000Z' });

// Two tabs, so that choosing one means something; the route gives the real ones.
const tabs: ProfileTab[] = [
  { id: profileTabIds.certificates, label: 'Certificados', content: <p>Lista de certificados</p> },
  { id: 'otra', label: 'Otra', content: <p>Contenido de otra</p> },
];

function renderPage(path: string, profileUser = user) {
  const { router } = renderWithProviders(
    <ProfilePage user={profileUser} statistics={<p>Cifras del perfil</p>} tabs={tabs} />,
    { path },
  );
  return router;
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('ProfilePage', () => {
  it('shows who the profile belongs to: initials, names, role and since when', () => {
    renderPage('/dashboard/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Lucía Fernández Quispe' })).toBeTruthy();
    expect(screen.getByText('LF')).toBeTruthy();
    expect(screen.getByText('Estudiante')).toBeTruthy();
    expect(screen.getByText('Miembro desde 15/01/2026')).toBeTruthy();
  });

  it('shows the statistics the route hands in, before the tabs', () => {
    renderPage('/dashboard/profile');
    const statistics = screen.getByText('Cifras del perfil');
    const tabList = screen.getByRole('tablist');
    expect(statistics.compareDocumentPosition(tabList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the tabs the links of other screens open', () => {
    expect(ACHIEVEMENTS_TAB_PATH).toBe(
      `/dashboard/profile?${PROFILE_TAB_PARAM}=${profileTabIds.achievements}`,
    );
  });

  it("names an instructor's role", () => {
    renderPage('/dashboard/profile', { ...user, rol: { code: '01', name: 'instructor' } });
    expect(screen.getByText('Instructor')).toBeTruthy();
  });

  it('opens the Certificados tab from the link the certificate notification carries', () => {
    expect(CERTIFICATES_TAB_PATH).toBe(
      `/dashboard/profile?${PROFILE_TAB_PARAM}=${profileTabIds.certificates}`,
    );
    renderPage(CERTIFICATES_TAB_PATH);
    expect(selectedTab()).toBe('Certificados');
    expect(screen.getByRole('tabpanel', { name: 'Certificados' }).textContent).toBe('Lista de certificados');
    expect(screen.getByRole('tablist', { name: 'Secciones del perfil' })).toBeTruthy();
  });

  it('opens the tab the address names, and the first when it names none or an unknown one', () => {
    renderPage('/dashboard/profile?tab=otra');
    expect(selectedTab()).toBe('Otra');
    cleanup();
    renderPage('/dashboard/profile?tab=logros');
    expect(selectedTab()).toBe('Certificados');
    cleanup();
    renderPage('/dashboard/profile');
    expect(selectedTab()).toBe('Certificados');
  });

  it('keeps the chosen tab in the address, in place of the current history entry', () => {
    const router = renderPage('/dashboard/profile?x=1');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Otra' }), { button: 0 });
    expect(selectedTab()).toBe('Otra');
    expect(screen.getByRole('tabpanel').textContent).toBe('Contenido de otra');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('otra');
    expect(params.get('x')).toBe('1');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
