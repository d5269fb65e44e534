import { messages, type CourseDetail } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '../../../lib/api/client';
import type { CourseViewer } from '../lib/course-access';
import { CourseDetailPage } from './course-detail-page';

// The real typed client, answering from a fake server at the fetch level.
const server = vi.hoisted(() => ({ handle: vi.fn<(request: Request) => Promise<Response>>() }));
vi.mock('../../../lib/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof ClientModule>();
  return {
    ...actual,
    api: actual.createApiClient({
      auth: { accessToken: () => 'token', renewAfterUnauthorized: async () => false },
      fetch: (request) => server.handle(request),
      baseUrl: 'http://aula.test',
    }),
  };
});
const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COURSE_ID = id(1);
const INSTRUCTOR_ID = id(2);
const STUDENT: CourseViewer = { profileId: id(3), role: 'STUDENT' };
const WATCH_URL = `/dashboard/courses/watch/${COURSE_ID}`;
const TOAST = { duration: 4000, position: 'bottom-right' };

function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: COURSE_ID,
    title: 'Seguridad del paciente',
    shortDescription: 'Prácticas seguras en hospitalización',
    description: 'Primera línea del curso.\nSegunda línea <b>sin marcado</b>.',
    price: 0,
    coin: { id: id(4), code: 'PEN', name: 'Sol peruano' },
    isPublished: true,
    thumbnailUrl: '/api/files/thumb.png?sig=1',
    previewVideoUrl: '/api/files/preview.mp4?sig=1',
    estimatedDurationHours: 12,
    enrollmentCount: 3,
    completionCount: 0,
    ratingAverage: 0,
    instructor: { id: INSTRUCTOR_ID, names: 'Ana María', lastNames: 'Ruiz Soto' },
    industry: { id: id(5), name: 'Salud' },
    specialty: { id: id(6), name: 'Enfermería' },
    difficultyLevel: { id: id(7), name: 'Intermedio' },
    language: { id: id(8), name: 'Español' },
    totalModules: 1,
    totalLessons: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    modules: [
      {
        id: id(9),
        title: 'Higiene de manos',
        description: 'Los cinco momentos',
        orderIndex: 0,
        estimatedDurationMinutes: 25,
        lessons: [
          {
            id: id(10),
            title: 'Cuándo lavarse las manos',
            description: null,
            contentType: { code: '01', name: 'Video' },
            estimatedDurationMinutes: 10,
            orderIndex: 0,
          },
          {
            id: id(11),
            title: 'Guía de la OMS',
            description: 'Lectura obligatoria',
            contentType: { code: '03', name: 'PDF' },
            estimatedDurationMinutes: 15,
            orderIndex: 1,
          },
        ],
      },
    ],
    viewerEnrollment: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A small stateful server: the course as stored, and what an enrollment request answers. */
let stored: CourseDetail | null;
let detailStatus: number;
let enrollAnswer: () => Response;
const requests: string[] = [];

beforeEach(() => {
  stored = course();
  detailStatus = 200;
  enrollAnswer = () => {
    stored = { ...stored!, viewerEnrollment: { progress: 0, completedAt: null, lastLessonId: null } };
    return json(201, { message: messages.learning.enrolled });
  };
  requests.length = 0;
  server.handle.mockImplementation(async (request) => {
    const { pathname } = new URL(request.url);
    requests.push(`${request.method} ${pathname}`);
    if (request.method === 'GET' && pathname === `/api/courses/${COURSE_ID}`) {
      if (detailStatus === 404) return json(404, { message: messages.courses.notFound, code: 'not_found' });
      if (detailStatus !== 200) return json(detailStatus, { message: 'boom', code: 'internal' });
      return json(200, stored);
    }
    if (request.method === 'POST' && pathname === `/api/courses/${COURSE_ID}/enrollment`) {
      return enrollAnswer();
    }
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderPage(viewer: CourseViewer = STUDENT) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/courses/details/:id',
        element: <CourseDetailPage courseId={COURSE_ID} viewer={viewer} />,
      },
    ],
    { initialEntries: [`/dashboard/courses/details/${COURSE_ID}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = () => screen.getByRole('region', { name: 'Precio' });
/** Radix tabs switch on mouse down, as a click starts. */
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('CourseDetailPage', () => {
  it('shows a skeleton, then the banner and the summary', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Cargando el curso...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguridad del paciente' })).toBeTruthy();
    expect(screen.getByText('Prácticas seguras en hospitalización')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Imagen del curso Seguridad del paciente' })).toBeTruthy();
    expect(screen.getByText('Nivel: Intermedio')).toBeTruthy();
    const summary = within(screen.getByRole('list', { name: 'Datos del curso' }));
    expect(summary.getByText('12 horas')).toBeTruthy();
    expect(summary.getByText('2 lecciones')).toBeTruthy();
    expect(summary.getByText('Español')).toBeTruthy();
  });

  it('plays the preview video in a dialog, with the fallback text for old browsers', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Vista Previa del Curso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista Previa del Curso' });
    const video = dialog.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/files/preview.mp4?sig=1');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.textContent).toBe('Tu navegador no soporta el elemento de video');
  });

  it('offers no preview button when the course has no preview video', async () => {
    stored = course({ previewVideoUrl: null });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Vista Previa del Curso' })).toBeNull();
  });

  it('opens on Resumen and switches to Contenido and Instructor', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('tab', { name: 'Resumen', selected: true })).toBeTruthy();
    const overview = screen.getByRole('tabpanel');
    // Plain text with its line breaks; markup is shown as typed, never rendered.
    const description = within(overview).getByText(/Primera línea del curso/);
    expect(description.textContent).toBe('Primera línea del curso.\nSegunda línea <b>sin marcado</b>.');
    expect(description.className).toContain('whitespace-pre-wrap');
    expect(overview.querySelector('b')).toBeNull();

    openTab('Contenido');
    const content = within(await screen.findByRole('tabpanel', { name: 'Contenido' }));
    expect(content.getByRole('heading', { name: 'Higiene de manos' })).toBeTruthy();
    expect(content.getByText('Los cinco momentos')).toBeTruthy();
    expect(content.getByText('2 lecciones · 25 min')).toBeTruthy();
    const lessons = content.getAllByRole('listitem').filter((item) => item.closest('ol ol'));
    expect(lessons.map((item) => item.textContent)).toEqual([
      'Cuándo lavarse las manosVideo10 min',
      'Guía de la OMSLectura obligatoriaPDF15 min',
    ]);

    openTab('Instructor');
    const instructor = within(await screen.findByRole('tabpanel', { name: 'Instructor' }));
    expect(instructor.getByText('Ana María Ruiz Soto')).toBeTruthy();
    expect(instructor.getByText('A')).toBeTruthy();
    expect(instructor.queryByRole('img')).toBeNull();
  });

  it('enrolls a student in a free course, shows the server message and turns into Continuar', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(card()).getByText('Gratis')).toBeTruthy();
    // A refund guarantee means nothing for a free course.
    expect(screen.queryByText('Garantía de reembolso de 30 días')).toBeNull();

    fireEvent.click(within(card()).getByRole('button', { name: 'Inscribirse' }));
    const continueLink = await within(card()).findByRole('link', { name: 'Continuar' });
    expect(continueLink.getAttribute('href')).toBe(WATCH_URL);
    expect(fakeToast.success).toHaveBeenCalledWith(messages.learning.enrolled, TOAST);
    expect(within(card()).queryByRole('button', { name: 'Inscribirse' })).toBeNull();
    expect(
      within(card())
        .getByRole('progressbar', { name: 'Tu avance en el curso' })
        .getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([
      `POST /api/courses/${COURSE_ID}/enrollment`,
    ]);
  });

  it("shows the server's refusal in a toast and the enrollment that already exists", async () => {
    enrollAnswer = () => {
      // Enrolled meanwhile on another device.
      stored = { ...stored!, viewerEnrollment: { progress: 30, completedAt: null, lastLessonId: null } };
      return json(409, { message: messages.learning.alreadyEnrolled, code: 'conflict' });
    };
    renderPage();
    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Precio' })).findByRole('button', {
        name: 'Inscribirse',
      }),
    );
    expect(await within(card()).findByRole('link', { name: 'Continuar' })).toBeTruthy();
    expect(fakeToast.error).toHaveBeenCalledWith('El usuario ya está enrolado en este curso.', TOAST);
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('shows an enrolled student Continuar with their progress instead of Inscribirse', async () => {
    stored = course({ viewerEnrollment: { progress: 40, completedAt: null, lastLessonId: id(10) } });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Continuar' });
    expect(link.getAttribute('href')).toBe(WATCH_URL);
    expect(
      screen.getByRole('progressbar', { name: 'Tu avance en el curso' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(screen.getByText('40% completado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirse' })).toBeNull();
  });

  it('shows a paid course its price and the guarantee, with no enroll button and the reason why', async () => {
    stored = course({ price: 150 });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(card()).getByText('PEN 150.00')).toBeTruthy();
    expect(within(card()).getByText(/todavía no se puede comprar en línea/)).toBeTruthy();
    expect(within(card()).getByText('Garantía de reembolso de 30 días')).toBeTruthy();
    expect(within(card()).queryByRole('button')).toBeNull();
    expect(within(card()).queryByRole('link')).toBeNull();
  });

  it('lists what the course includes', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const includes = within(screen.getByRole('region', { name: 'Este curso incluye' }));
    expect(includes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 horas de formación',
      '2 lecciones',
      'Acceso sin fecha de vencimiento',
      'Certificado de finalización verificable',
      'Acceso desde el celular, la tableta o la computadora',
    ]);
  });

  it.each([
    ['the course instructor', { profileId: INSTRUCTOR_ID, role: 'INSTRUCTOR' } as const],
    ['an admin', { profileId: id(20), role: 'ADMIN' } as const],
  ])('lets %s open the lessons for review without enrolling', async (_who, viewer) => {
    renderPage(viewer);
    const link = await screen.findByRole('link', { name: 'Ver lecciones' });
    expect(link.getAttribute('href')).toBe(WATCH_URL);
    expect(screen.queryByRole('button', { name: 'Inscribirse' })).toBeNull();
  });

  it('says the course was not found on 404, without a retry', async () => {
    detailStatus = 404;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No se encontró el curso.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('offers Reintentar when the course could not be loaded', async () => {
    detailStatus = 500;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar el curso.');
    detailStatus = 200;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguridad del paciente' })).toBeTruthy();
  });
});
