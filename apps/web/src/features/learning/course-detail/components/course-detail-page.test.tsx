import { messages, type CourseDetail } from '@aula/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import type { CourseViewer } from '@/features/learning/lib/course-access';
import { course, COURSE_ID, id, INSTRUCTOR_ID } from '@/test/fixtures/course-detail-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { CourseDetailPage, type RenderPurchaseActions } from './course-detail-page';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const STUDENT: CourseViewer = { profileId: id(3), role: 'STUDENT' };
const WATCH_URL = `/dashboard/courses/watch/${COURSE_ID}`;
const TOAST = { duration: 4000, position: 'bottom-right' };

/** A small stateful server: the course as stored, and what an enrollment request answers. */
let stored: CourseDetail | null;
let detailStatus: number;
let enrollAnswer: () => Response;
let requests: string[];

beforeEach(() => {
  stored = course();
  detailStatus = 200;
  enrollAnswer = () => {
    stored = { ...stored!, viewerEnrollment: { progress: 0, completedAt: null, lastLessonId: null } };
    return answer(201, { message: messages.learning.enrolled });
  };
  requests = recordRequests();
  apiServer.use(
    http.get(`/api/courses/${COURSE_ID}`, () => {
      if (detailStatus === 404) return refusal(404, 'not_found', messages.courses.notFound);
      if (detailStatus !== 200) return refusal(detailStatus, 'internal', 'boom');
      return answer(200, stored);
    }),
    http.post(`/api/courses/${COURSE_ID}/enrollment`, () => enrollAnswer()),
  );
});

/**
 * The cart feature's actions, which the route brings, stand in as a button that says what the
 * page last read and, like them, has the page read the course again after a change.
 */
const renderPurchaseActions: RenderPurchaseActions = ({ course, onChanged }) => (
  <button type="button" onClick={() => void onChanged()}>
    {course.viewerPurchase.inCart ? 'En el carrito' : 'Agregar al Carrito'}
  </button>
);

const renderPage = (viewer: CourseViewer = STUDENT) =>
  renderWithProviders(
    <CourseDetailPage courseId={COURSE_ID} viewer={viewer} renderPurchaseActions={renderPurchaseActions} />,
    {
      path: `/dashboard/courses/details/${COURSE_ID}`,
      route: '/dashboard/courses/details/:id',
      user: viewer.role,
    },
  );

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

  it('enrolls a student in a free course, shows the server message and offers to start it (Empezar, as at 0 % everywhere)', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(card()).getByText('Gratis')).toBeTruthy();
    // A refund guarantee means nothing for a free course.
    expect(screen.queryByText('Garantía de reembolso de 30 días')).toBeNull();

    expect(within(card()).queryByRole('button', { name: 'Agregar al Carrito' })).toBeNull();

    fireEvent.click(within(card()).getByRole('button', { name: 'Inscribirse' }));
    const continueLink = await within(card()).findByRole('link', { name: 'Empezar' });
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
      return refusal(409, 'conflict', messages.learning.alreadyEnrolled);
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

  it("shows a paid course its price, the guarantee and the route's purchase actions, and reads it again after a change", async () => {
    stored = course({ price: 150 });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(card()).getByText('PEN 150.00')).toBeTruthy();
    expect(within(card()).getByText('Garantía de reembolso de 30 días')).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Inscribirse' })).toBeNull();

    stored = course({ price: 150, viewerPurchase: { inCart: true, pendingOrder: null } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Agregar al Carrito' }));
    expect(await within(card()).findByRole('button', { name: 'En el carrito' })).toBeTruthy();
    expect(requests).toEqual([`GET /api/courses/${COURSE_ID}`, `GET /api/courses/${COURSE_ID}`]);
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
  ])('lets %s open the lessons for review without enrolling or buying', async (_who, viewer) => {
    stored = course({ price: 150 });
    renderPage(viewer);
    const link = await screen.findByRole('link', { name: 'Ver lecciones' });
    expect(link.getAttribute('href')).toBe(WATCH_URL);
    expect(screen.queryByRole('button', { name: 'Inscribirse' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar al Carrito' })).toBeNull();
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
