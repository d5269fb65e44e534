import {
  type CurrentUser,
  mfaMessages,
  ORGANISATION_PATH,
  orderMessages,
  organisationMessages,
  SCHEDULED_TASKS_PATH,
  scheduledTaskMessages,
  SENT_MAIL_PATH,
  sentMailMessages,
  SSO_SETTINGS_PATH,
  ssoMessages,
  accountMessages,
} from '@aula/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests } from '@/test/api-server';
import { TEST_ROLES, testCurrentUser } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import type { DashboardOutletContext } from './dashboard-user';
import { Component as SettingsRoute } from './settings';

const payment = orderMessages.settings;
const tasks = scheduledTaskMessages.screen;
const mail = sentMailMessages.screen;
const organisation = organisationMessages.screen;
let requests: string[];

beforeEach(() => {
  requests = recordRequests();
  apiServer.use(
    http.get('/api/account/sessions', () => answer(200, { sessions: [] })),
    http.get('/api/account/mail-preferences', () =>
      answer(200, { orders: true, certificates: true, comments: false, lessons: false, training: true }),
    ),
    http.get('/api/account/mfa', () =>
      answer(200, { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 }),
    ),
    http.get('/api/settings/security', () => answer(200, { mfaRequiredForInstructors: true })),
    http.get('/api/settings/payment', () =>
      answer(200, { paymentInstructions: 'Banco Andino', updatedAt: null, updatedBy: null }),
    ),
  );
});

/** The route under a layout that hands it the signed-in user, as the dashboard's does. */
function renderRoute(role: keyof typeof TEST_ROLES) {
  const user: CurrentUser = testCurrentUser({ rol: TEST_ROLES[role] });
  const context: DashboardOutletContext = { user };
  renderWithProviders(<Outlet context={context} />, {
    path: '/dashboard/settings',
    children: [{ index: true, Component: SettingsRoute }],
    user,
  });
}

describe('/dashboard/settings', () => {
  it("gives admins the payment instructions, the accounts' security and the ways to single sign-on, the organisation, the scheduled tasks and the sent mail after their account settings", async () => {
    renderRoute('ADMIN');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions).toEqual([
      'settings-password',
      'settings-mfa',
      'settings-active-sessions',
      'settings-sessions',
      'settings-notifications',
      'settings-payment',
      'settings-security',
      'settings-sso',
      'settings-organisation',
      'settings-tasks',
      'settings-mail',
    ]);
    const organisationCard = within(screen.getByRole('region', { name: organisation.title }));
    expect(organisationCard.getByText(organisation.settingsLinkText)).toBeTruthy();
    expect(organisationCard.getByRole('link', { name: organisation.open }).getAttribute('href')).toBe(
      ORGANISATION_PATH,
    );
    const ssoCard = within(screen.getByRole('region', { name: ssoMessages.title }));
    expect(ssoCard.getByText(ssoMessages.settingsLinkText)).toBeTruthy();
    expect(ssoCard.getByRole('link', { name: ssoMessages.open }).getAttribute('href')).toBe(
      SSO_SETTINGS_PATH,
    );
    const tasksCard = within(screen.getByRole('region', { name: tasks.title }));
    expect(tasksCard.getByText(tasks.settingsLinkText)).toBeTruthy();
    expect(tasksCard.getByRole('link', { name: tasks.open }).getAttribute('href')).toBe(SCHEDULED_TASKS_PATH);
    const mailCard = within(screen.getByRole('region', { name: mail.title }));
    expect(mailCard.getByText(mail.settingsLinkText)).toBeTruthy();
    expect(mailCard.getByRole('link', { name: mail.open }).getAttribute('href')).toBe(SENT_MAIL_PATH);
    expect(((await screen.findByLabelText(payment.label)) as HTMLTextAreaElement).value).toBe('Banco Andino');
    const instructors = (await screen.findByLabelText(
      mfaMessages.academy.requireForInstructors,
    )) as HTMLInputElement;
    expect(instructors.checked).toBe(true);
    expect(requests.sort()).toEqual([
      'GET /api/account/mail-preferences',
      'GET /api/account/mfa',
      'GET /api/account/sessions',
      'GET /api/settings/payment',
      'GET /api/settings/security',
    ]);
  });

  it.each(['INSTRUCTOR', 'STUDENT'] as const)(
    'shows a %s only their account settings, asking only for their sessions, second factor and email choices',
    async (role) => {
      renderRoute(role);
      expect(screen.getByRole('heading', { level: 1, name: accountMessages.settings.title })).toBeTruthy();
      expect(screen.queryByRole('region', { name: payment.title })).toBeNull();
      expect(screen.queryByRole('region', { name: mfaMessages.academy.title })).toBeNull();
      expect(screen.queryByRole('region', { name: ssoMessages.title })).toBeNull();
      expect(screen.queryByRole('region', { name: organisation.title })).toBeNull();
      expect(screen.queryByRole('link', { name: organisation.open })).toBeNull();
      expect(screen.queryByRole('region', { name: tasks.title })).toBeNull();
      expect(screen.queryByRole('link', { name: tasks.open })).toBeNull();
      expect(screen.queryByRole('region', { name: mail.title })).toBeNull();
      expect(screen.queryByRole('link', { name: mail.open })).toBeNull();
      expect(screen.getByRole('region', { name: mfaMessages.settings.title })).toBeTruthy();
      await waitFor(() =>
        expect(requests.sort()).toEqual([
          'GET /api/account/mail-preferences',
          'GET /api/account/mfa',
          'GET /api/account/sessions',
        ]),
      );
    },
  );
});
