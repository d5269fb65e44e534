import type { CompletionReadiness, CoursePlayer, LessonCompletion, ResumePoint } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerPage } from './player-page';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { testId, testLesson, testPlayer } from '@/test/fixtures/player-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const COURSE = testId(1);
const [L1, L2, L3] = [testLesson(1).id, testLesson(2).id, testLesson(3).id];
const PLAYER = `GET /api/courses/${COURSE}/player`;

/** What the server holds: the tests change it, and completions change it as the server would. */
let server: CoursePlayer;
let playerAnswer: () => Response;
let completionAnswer: (lessonId: string) => Response;
/** What the server says of a lesson's evidence after each report. */
let readinessAnswer: (point: ResumePoint) => CompletionReadiness;
const READY: CompletionReadiness = { allowed: true, blocker: null, watchedPercent: null, secondsLeft: null };
let requests: string[];
/** The resume points and evidence reports as they reached the server, with the address each went to. */
let resumes: Array<{ path: string; body: ResumePoint }>;

function completeOnServer(lessonId: string, certificateCode: string | null = null): LessonCompletion {
  const lessons = server.modules.flatMap((module) => module.lessons);
  for (const lesson of lessons) if (lesson.id === lessonId) lesson.completed = true;
  const progress = Math.round((100 * lessons.filter((lesson) => lesson.completed).length) / lessons.length);
  server.progress = progress;
  server.completedAt = progress === 100 ? '2026-11-25T03:10:00.000Z' : null;
  return { progress, completedAt: server.completedAt, lessonCompleted: true, certificateCode };
}

beforeEach(() => {
  server = testPlayer();
  playerAnswer = () => answer(200, server);
  completionAnswer = (lessonId) => answer(200, completeOnServer(lessonId));
  readinessAnswer = () => READY;
  requests = recordRequests();
  resumes = [];
  apiServer.use(
    http.get(`/api/courses/${COURSE}/player`, () => playerAnswer()),
    http.post(`/api/courses/${COURSE}/lessons/:lessonId/completion`, ({ params }) =>
      completionAnswer(params.lessonId as string),
    ),
    http.put(`/api/courses/${COURSE}/resume`, async ({ request }) => {
      const body = (await request.json()) as ResumePoint;
      resumes.push({ path: new URL(request.url).pathname, body });
      return answer(200, { completion: readinessAnswer(body) });
    }),
  );
});

const renderPlayer = (search = '') =>
  renderWithProviders(<PlayerPage courseId={COURSE} />, {
    path: `/dashboard/courses/watch/${COURSE}${search}`,
    route: '/dashboard/courses/watch/:id',
    routes: [{ path: '/dashboard/courses/details/:id', element: <p>Detalle del curso</p> }],
    user: 'STUDENT',
  }).router;

/** Lets a request the last action would have sent reach the server before the test says none did. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const sent = (method: 'POST' | 'PUT') => requests.filter((call) => call.startsWith(`${method} `));

const counter = () => screen.getByLabelText(/^Lección \d+ de \d+$/);
const lessonNav = () => screen.getByRole('navigation', { name: 'Navegación entre lecciones' });
const outline = () =>
  within(screen.getByRole('complementary')).getByRole('navigation', { name: 'Contenido del curso' });
const reports = () => resumes.map(({ body }) => body);
/** The lessons saved as the one opened (the reports of what was done in them aside). */
const resumedLessons = () =>
  reports()
    .filter((body) => Object.keys(body).length === 1)
    .map((body) => body.lessonId);

describe('PlayerPage', () => {
  it('shows the course, its instructor and the progress, and opens the first lesson', async () => {
    server.progress = 40;
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguridad del paciente' })).toBeTruthy();
    expect(screen.getByText('Instructor: Ana Quispe Rojas')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Avance del curso' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByText('40% completado')).toBeTruthy();
    expect(counter().textContent).toBe('1 de 3');
    expect(screen.getByRole('heading', { level: 2, name: 'Lección 1' })).toBeTruthy();
    expect(screen.getByText('Texto de la lección 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(resumedLessons()).toEqual([L1]));
    expect(resumes[0]!.path).toBe(`/api/courses/${COURSE}/resume`);
  });

  it('continues at the lesson opened last', async () => {
    server.lastLessonId = L2;
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2' })).toBeTruthy();
    expect(counter().textContent).toBe('2 de 3');
  });

  it('opens the lesson named in the address before the one opened last', async () => {
    server.lastLessonId = L2;
    renderPlayer(`?lesson=${L3}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 3' })).toBeTruthy();
    expect(counter().textContent).toBe('3 de 3');
  });

  it('moves with previous and next and from the outline, remembering each lesson opened', async () => {
    const router = renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    const previous = within(lessonNav()).getByRole('button', { name: 'Anterior' }) as HTMLButtonElement;
    const next = within(lessonNav()).getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2' })).toBeTruthy();
    expect(counter().textContent).toBe('2 de 3');
    expect(router.state.location.search).toBe(`?lesson=${L2}`);

    fireEvent.click(within(outline()).getByRole('button', { name: /^3\. Lección 3/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 3' })).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(
      within(outline())
        .getByRole('button', { name: /^3\. Lección 3/ })
        .getAttribute('aria-current'),
    ).toBe('true');

    fireEvent.click(previous);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2' })).toBeTruthy();
    await waitFor(() => expect(resumedLessons()).toEqual([L1, L2, L3, L2]));
  });

  it('completes a lesson: says so, shows it done, reloads the course and moves on to the next lesson', async () => {
    renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Completar Lección' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2' })).toBeTruthy();
    expect(requests).toContain(`POST /api/courses/${COURSE}/lessons/${L1}/completion`);
    expect(fakeToast.success).toHaveBeenCalledWith(
      '¡Lección completada!',
      expect.objectContaining({ position: 'bottom-right' }),
    );
    expect(within(outline()).getByRole('button', { name: /^1\. Lección 1.*Completada/ })).toBeTruthy();
    expect(screen.getByText('33% completado')).toBeTruthy();
    await waitFor(() => expect(requests.filter((call) => call === PLAYER)).toHaveLength(2));

    fireEvent.click(within(lessonNav()).getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    expect(screen.queryByRole('button', { name: 'Completar Lección' })).toBeNull();
    expect(screen.getByText('Completada', { selector: 'p' })).toBeTruthy();
  });

  it('stays on the lesson and says so when completing fails', async () => {
    completionAnswer = () => refusal(500, 'internal');
    renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Completar Lección' }));
    await waitFor(() =>
      expect(fakeToast.error).toHaveBeenCalledWith('Error al marcar la lección como completada', {
        position: 'top-center',
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lección 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Completar Lección' })).toBeTruthy();
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('celebrates the completion that issues the certificate and points to it', async () => {
    completionAnswer = (lessonId) => answer(200, completeOnServer(lessonId, 'AULA-7K2Q-9XZ4'));
    completeOnServer(L1);
    completeOnServer(L2);
    renderPlayer(`?lesson=${L3}`);
    await screen.findByRole('heading', { level: 2, name: 'Lección 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Completar Lección' }));
    const banner = await screen.findByRole('status');
    expect(within(banner).getByText('¡Felicitaciones! Completaste el curso.')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Ver mis certificados' }).getAttribute('href')).toBe(
      '/dashboard/profile?tab=certificados',
    );
    // The last lesson has no next one: the player stays on it.
    expect(screen.getByRole('heading', { level: 2, name: 'Lección 3' })).toBeTruthy();
  });

  it('points a student who reopens a finished course to the certificate until they close the notice', async () => {
    server = testPlayer();
    for (const lesson of server.modules.flatMap((module) => module.lessons)) lesson.completed = true;
    Object.assign(server, { progress: 100, completedAt: '2026-11-20T22:40:00.000Z' });
    renderPlayer();
    const banner = await screen.findByRole('status');
    expect(within(banner).getByRole('link', { name: 'Ver mis certificados' })).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('records nothing in review mode', async () => {
    server = testPlayer({ review: true });
    renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    expect(screen.getByText('Modo revisión.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completar Lección' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(within(lessonNav()).getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Lección 2' });
    await settle();
    expect(sent('PUT')).toEqual([]);
  });

  it('completes a video lesson when it plays to the end, without a button', async () => {
    server.modules[0].lessons[0] = testLesson(1, {
      contentType: '01',
      contentText: null,
      mediaUrl: '/api/files/videos/lavado.mp4?expires=1&signature=x',
      completion: { allowed: false, blocker: 'watchVideo', watchedPercent: 0, secondsLeft: null },
    });
    // Until the end is played the server says the video is missing; the last range makes it count.
    readinessAnswer = (point) =>
      point.watched ? { ...READY, watchedPercent: 100 } : server.modules[0]!.lessons[0]!.completion;
    renderPlayer();
    const player = await screen.findByRole('region', { name: 'Reproductor de video: Lección 1' });
    const video = player.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/files/videos/lavado.mp4?expires=1&signature=x');
    expect(video.textContent).toBe('Tu navegador no soporta el elemento de video');
    expect(screen.queryByRole('button', { name: 'Completar Lección' })).toBeNull();
    expect(screen.getByText('Has visto el 0 % del video')).toBeTruthy();

    // Played to the end: the last range reaches the server, which counts it before the completion.
    fireEvent.play(video);
    fireEvent.ended(video);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2' })).toBeTruthy();
    expect(sent('POST')).toHaveLength(1);
    expect(fakeToast.success).toHaveBeenCalledWith(
      '¡Lección completada!',
      expect.objectContaining({ position: 'bottom-right' }),
    );
  });

  it('does not complete a video that ended before enough of it was watched, and says how much was', async () => {
    server.modules[0].lessons[0] = testLesson(1, {
      contentType: '01',
      contentText: null,
      mediaUrl: '/api/files/videos/lavado.mp4?expires=1&signature=x',
      completion: { allowed: false, blocker: 'watchVideo', watchedPercent: 0, secondsLeft: null },
    });
    readinessAnswer = () => ({
      allowed: false,
      blocker: 'watchVideo',
      watchedPercent: 40,
      secondsLeft: null,
    });
    renderPlayer();
    const video = (
      await screen.findByRole('region', { name: 'Reproductor de video: Lección 1' })
    ).querySelector('video')!;
    fireEvent.play(video);
    fireEvent.ended(video);
    expect(await screen.findByText('Has visto el 40 % del video')).toBeTruthy();
    expect(screen.getByText('Mira al menos el 90 % del video para completar la lección.')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Parte del video vista' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(reports()).toContainEqual({
      lessonId: L1,
      positionSeconds: 0,
      watched: { fromSeconds: 0, toSeconds: 0 },
    });
    await settle();
    expect(sent('POST')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lección 1' })).toBeTruthy();
  });

  it('reports a text opened and read to its end, and keeps Completar disabled with the reason the server gives', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    server.modules[0].lessons[0] = testLesson(1, {
      completion: { allowed: false, blocker: 'openText', watchedPercent: null, secondsLeft: null },
    });
    // The server remembers the evidence: once the end was reached, every answer says so.
    let reachedEnd = false;
    readinessAnswer = (point) => {
      reachedEnd ||= point.reachedEnd === true;
      return reachedEnd
        ? { allowed: false, blocker: 'keepReading', watchedPercent: null, secondsLeft: 25 }
        : { allowed: false, blocker: 'scrollToEnd', watchedPercent: null, secondsLeft: null };
    };
    renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    await waitFor(() =>
      expect(reports()).toEqual(
        expect.arrayContaining([
          { lessonId: L1, opened: true },
          { lessonId: L1, reachedEnd: true },
        ]),
      ),
    );
    const button = screen.getByRole('button', { name: 'Completar Lección' }) as HTMLButtonElement;
    await waitFor(() =>
      expect(screen.getByText('Sigue leyendo: podrás completar la lección en 25 s.')).toBeTruthy(),
    );
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(
      screen.getByText('Sigue leyendo: podrás completar la lección en 25 s.').id,
    );
    fireEvent.click(button);
    await settle();
    expect(sent('POST')).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('shows the server’s reason when it refuses a completion', async () => {
    completionAnswer = () => refusal(409, 'conflict', 'Abre el enlace para completar la lección.');
    renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Completar Lección' }));
    await waitFor(() =>
      expect(fakeToast.error).toHaveBeenCalledWith('Abre el enlace para completar la lección.', {
        position: 'top-center',
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lección 1' })).toBeTruthy();
  });

  it('shows an external link lesson as a card that opens in a new tab', async () => {
    server.modules[0].lessons[0] = testLesson(1, {
      contentType: '04',
      contentText: null,
      contentUrl: 'https://www.minsa.gob.pe/guia',
    });
    renderPlayer();
    const link = await screen.findByRole('link', { name: 'Abrir www.minsa.gob.pe en una pestaña nueva' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Completar Lección' })).toBeTruthy();
    // Opening it is what the server needs to see.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(reports()).toContainEqual({ lessonId: L1, opened: true }));
  });

  it('opens the outline as a sheet from the lesson bar, and closes it on choosing a lesson', async () => {
    renderPlayer();
    await screen.findByRole('heading', { level: 2, name: 'Lección 1' });
    fireEvent.click(within(lessonNav()).getByRole('button', { name: 'Ver lecciones' }));
    const sheet = await screen.findByRole('dialog', { name: 'Contenido del curso' });
    fireEvent.click(within(sheet).getByRole('button', { name: /^2\. Lección 2/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 2' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the course has no lessons', async () => {
    server.modules = [];
    renderPlayer();
    expect(await screen.findByText('Cargando lección... o no hay lecciones disponibles')).toBeTruthy();
    await settle();
    expect(sent('PUT')).toEqual([]);
  });
});

describe('PlayerPage when the course does not open', () => {
  it('sends a student who is not enrolled to the course page to enroll', async () => {
    playerAnswer = () => refusal(403, 'forbidden', 'Inscríbete en el curso para ver sus lecciones.');
    renderPlayer();
    expect(await screen.findByText('Inscríbete en el curso para ver sus lecciones.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el curso e inscribirme' }).getAttribute('href')).toBe(
      `/dashboard/courses/details/${COURSE}`,
    );
    expect(fakeToast.error).not.toHaveBeenCalled();
  });

  it('says the course was not found', async () => {
    playerAnswer = () => refusal(404, 'not_found', 'No se encontró el curso.');
    renderPlayer();
    expect(await screen.findByText('No se encontró el curso.')).toBeTruthy();
    expect(fakeToast.error).not.toHaveBeenCalled();
  });

  it('reports a failure to load and tries again on request', async () => {
    playerAnswer = () => refusal(500, 'internal');
    renderPlayer();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(fakeToast.error).toHaveBeenCalledWith('Error al cargar el curso. Intenta de nuevo.', {
      position: 'top-center',
    });
    playerAnswer = () => answer(200, server);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lección 1' })).toBeTruthy();
  });
});
