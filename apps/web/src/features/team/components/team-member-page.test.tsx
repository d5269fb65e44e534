import { messages, teamMessages, type Placement } from '@aula/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { id, supervisor, teamEnrollment, teamMemberDetail } from '@/test/fixtures/team-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { TeamMemberPage } from './team-member-page';

const t = teamMessages;
const m = t.member;
const PERSON = id(1);

/** What GET /api/team/{id} answers next. */
let answerMember: () => Response;
let requests: string[];

beforeEach(() => {
  answerMember = () => answer(200, teamMemberDetail(1));
  requests = recordRequests();
  apiServer.use(http.get('/api/team/:id', () => answerMember()));
});

/** The route's placement summary stands in as a line that names the primary unit. */
const renderPlacement = (place: Placement) => <p>Lugar: {place.unit?.path ?? 'ninguno'}</p>;

function renderPage(viewer = supervisor(), path = `/dashboard/team/${PERSON}`) {
  return renderWithProviders(
    <TeamMemberPage profileId={PERSON} viewer={viewer} renderPlacement={renderPlacement} />,
    {
      path,
      route: '/dashboard/team/:id',
      user: viewer,
      routes: [
        { path: '/dashboard/team', element: <p>Lista del equipo</p> },
        { path: '/dashboard', element: <p>Inicio</p> },
      ],
    },
  ).router;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Persona 1 Apellido 1' });
const courses = () => within(screen.getByRole('table', { name: m.coursesTitle }));
const rowOf = (title: string) => within(courses().getByRole('row', { name: new RegExp(title) }));

describe('TeamMemberPage', () => {
  it('shows the person with their email, and their place as the route renders it', async () => {
    renderPage();
    await heading();
    expect(screen.getByText('P')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'persona1@aula.test' }).getAttribute('href')).toBe(
      'mailto:persona1@aula.test',
    );
    const place = within(screen.getByRole('region', { name: m.placementTitle }));
    expect(place.getByText('Lugar: Hospital Central / Emergencias')).toBeTruthy();
    expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe('/dashboard/team');
  });

  it('lists each course with its enrollment, progress, completion and certificate', async () => {
    renderPage();
    await heading();
    expect(
      courses()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([m.course, m.enrolledAt, m.progress, m.completedAt, m.certificate]);

    const done = rowOf('Seguridad del Paciente');
    expect(done.getByText('02/03/2026')).toBeTruthy();
    expect(
      done
        .getByRole('progressbar', { name: m.progressLabel('Seguridad del Paciente') })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(done.getByText('100%')).toBeTruthy();
    expect(done.getByText('10/04/2026')).toBeTruthy();
    const certificate = done.getByRole('link', { name: m.verify('AULA-7K3M-9QX2-HT4B') });
    expect(certificate.getAttribute('href')).toBe('/verify/AULA-7K3M-9QX2-HT4B');
    expect(certificate.textContent).toBe('AULA-7K3M-9QX2-HT4B');

    const underWay = rowOf('Higiene de Manos');
    expect(
      underWay
        .getByRole('progressbar', { name: m.progressLabel('Higiene de Manos') })
        .getAttribute('aria-valuenow'),
    ).toBe('35');
    expect(underWay.getByText('35%')).toBeTruthy();
    expect(underWay.getByText(m.notCompleted)).toBeTruthy();
    expect(underWay.getByText(m.noCertificate)).toBeTruthy();
    expect(underWay.queryByRole('link')).toBeNull();
  });

  it('says when the person is enrolled in no course', async () => {
    answerMember = () => answer(200, teamMemberDetail(1, { enrollments: [] }));
    renderPage();
    await heading();
    expect(screen.getByText(m.noCourses)).toBeTruthy();
    expect(screen.queryByRole('table', { name: m.coursesTitle })).toBeNull();
  });

  it('shows a completion without a certificate as done, with none to verify', async () => {
    answerMember = () =>
      answer(
        200,
        teamMemberDetail(1, {
          enrollments: [teamEnrollment(3, { progress: 100, completedAt: '2026-05-20T12:00:00.000Z' })],
        }),
      );
    renderPage();
    await heading();
    const row = rowOf('Curso 3');
    expect(row.getByText('20/05/2026')).toBeTruthy();
    expect(row.getByText(m.noCertificate)).toBeTruthy();
  });

  it.each([
    ['someone outside the team', () => refusal(404, 'not_found', m.notFound)],
    ['an id that is none', () => refusal(400, 'validation_failed', m.notFound)],
  ])('says clearly when the person is not in the team: %s', async (_case, refuse) => {
    answerMember = refuse;
    const router = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: m.notFound })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: m.back }));
    expect(await screen.findByText('Lista del equipo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/team');
  });

  it('offers a retry when the person cannot be loaded', async () => {
    answerMember = () => refusal(500, 'internal', 'boom');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(m.loadError);
    expect(screen.getByRole('link', { name: m.back })).toBeTruthy();
    answerMember = () => answer(200, teamMemberDetail(1));
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await heading();
  });

  it('goes back to the list as it was left', async () => {
    const router = renderPage(supervisor(), '/dashboard/team?search=ana&page=2');
    await act(() =>
      router.navigate(`/dashboard/team/${PERSON}`, { state: { listSearch: '?search=ana&page=2' } }),
    );
    await heading();
    expect(screen.getByRole('link', { name: m.back }).getAttribute('href')).toBe(
      '/dashboard/team?search=ana&page=2',
    );
  });

  describe('no access', () => {
    it('tells someone who supervises no unit they have no access, without asking the server', () => {
      renderPage(supervisor({ supervisor: false }));
      expect(screen.getByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
      expect(requests).toEqual([]);
    });

    it('shows the same when the server refuses', async () => {
      answerMember = () => refusal(403, 'forbidden', messages.common.forbidden);
      renderPage();
      expect(await screen.findByRole('heading', { name: t.noAccessTitle })).toBeTruthy();
    });
  });
});
