import type { CourseEdit, UpdateCourseInput } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CourseFormPage } from './course-form-page';
import type { FileValue } from '../lib/course-form-values';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));
// The Contenido tab and the upload widget have their own tests; here they are stand-ins that
// put what they would produce into the form.
vi.mock('./content-tab', async () => {
  const { useFormContext } = await import('react-hook-form');
  const { newLesson, newModule } = await import('../lib/course-form-values');
  return {
    ContentTab: () => {
      const { setValue } = useFormContext();
      const lesson = {
        ...newLesson(),
        description: 'Lectura',
        contentType: '02',
        contentText: 'Texto',
        estimatedDurationMinutes: 20,
      };
      return (
        <button
          type="button"
          onClick={() =>
            setValue('modules', [{ ...newModule(), lessons: [lesson] }], {
              shouldValidate: true,
              shouldDirty: true,
            })
          }
        >
          Agregar lección de prueba
        </button>
      );
    },
  };
});
vi.mock('./upload-field', () => ({
  UploadField: (props: {
    label: string;
    value: FileValue;
    onChange(value: FileValue): void;
    error?: string;
  }) => (
    <div>
      <button
        type="button"
        onClick={() =>
          props.onChange({ uploadId: crypto.randomUUID(), fileName: 'archivo', previewUrl: 'blob:x' })
        }
      >
        Subir {props.label}
      </button>
      {props.error && <p role="alert">{props.error}</p>}
    </div>
  ),
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const IDS = {
  course: id(1),
  coin: id(2),
  language: id(3),
  level: id(4),
  health: id(5),
  admin: id(6),
  nursing: id(7),
  surgery: id(8),
  accounting: id(9),
  instructor: id(10),
  module: id(11),
  lesson: id(12),
};

const REFERENCE: Record<string, unknown> = {
  '/api/reference/coins': [{ id: IDS.coin, code: 'PEN', name: 'Sol peruano' }],
  '/api/reference/languages': [{ id: IDS.language, code: 'es', name: 'Español' }],
  '/api/reference/difficulty-levels': [{ id: IDS.level, code: '01', name: 'Intermedio' }],
  '/api/reference/industries': [
    { id: IDS.health, code: '01', name: 'Salud' },
    { id: IDS.admin, code: '02', name: 'Administración' },
  ],
};
const SPECIALTIES: Record<string, unknown> = {
  [IDS.health]: [
    { id: IDS.nursing, code: '01', name: 'Enfermería' },
    { id: IDS.surgery, code: '02', name: 'Cirugía' },
  ],
  [IDS.admin]: [{ id: IDS.accounting, code: '03', name: 'Contabilidad' }],
};

const SCRIPT = '<script>window.hacked = true</script>';

function savedCourse(): CourseEdit {
  return {
    id: IDS.course,
    title: 'Seguridad del paciente',
    shortDescription: 'Prácticas seguras en hospitalización',
    description: 'Un curso completo.',
    estimatedDurationHours: 12,
    price: 0,
    coinId: IDS.coin,
    languageId: IDS.language,
    difficultyLevelId: IDS.level,
    industryId: IDS.health,
    specialtyId: IDS.nursing,
    instructorId: IDS.instructor,
    isPublished: false,
    thumbnailUrl: '/api/files/thumb.png?sig=1',
    previewVideoUrl: '/api/files/video.mp4?sig=1',
    modules: [
      {
        id: IDS.module,
        title: 'Módulo 1',
        description: null,
        isPublished: false,
        lessons: [
          {
            id: IDS.lesson,
            title: 'Lección de texto',
            description: 'Lectura',
            estimatedDurationMinutes: 90,
            contentType: '02',
            contentText: `Antes\n${SCRIPT}`,
            contentUrl: null,
            fileUrl: null,
            videoSeconds: null,
            isPublished: false,
          },
        ],
      },
    ],
    images: {},
  };
}

let editAnswer: () => Response;
/** The courses sent to be saved, as they reached the server. */
let saves: Array<{ call: string; body: UpdateCourseInput }>;

/** Records a save as it arrives. */
async function receive(request: Request) {
  const body = (await request.json()) as UpdateCourseInput;
  saves.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
}

beforeEach(() => {
  editAnswer = () => answer(200, savedCourse());
  saves = [];
  apiServer.use(
    http.get('/api/courses/:id/edit', () => editAnswer()),
    http.get('/api/reference/industries/:id/specialties', ({ params }) =>
      answer(200, SPECIALTIES[params.id as string]),
    ),
    ...Object.entries(REFERENCE).map(([path, items]) => http.get(path, () => answer(200, items))),
  );
});

function renderForm(courseId?: string) {
  const path = courseId ? `/dashboard/courses/edit/${courseId}` : '/dashboard/courses/create';
  return renderWithProviders(<CourseFormPage courseId={courseId} />, {
    path,
    route: courseId ? '/dashboard/courses/edit/:id' : undefined,
    routes: [{ path: '/dashboard/courses', element: <p>Lista de cursos</p> }],
    user: 'INSTRUCTOR',
  }).router;
}

const saveButton = () => screen.getByRole('button', { name: /^Guardar/ });
/** Radix tabs switch on mouse down, as a click starts. */
const openTab = (name: RegExp) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('CourseFormPage, creating', () => {
  it('counts the short description up to 120 characters', async () => {
    renderForm();
    const short = await screen.findByLabelText('Descripción corta');
    expect(short.getAttribute('maxlength')).toBe('120');
    expect(screen.getByText('0/120')).toBeTruthy();
    fireEvent.change(short, { target: { value: 'Hola mundo' } });
    expect(await screen.findByText('10/120')).toBeTruthy();
    expect(short.getAttribute('aria-describedby')).toContain(screen.getByText('10/120').parentElement!.id);
  });

  it('asks for the specialty only once an industry is chosen, and afresh when it changes', async () => {
    renderForm();
    const industry = await screen.findByLabelText('Rubro');
    await waitFor(() => expect(within(industry).getByRole('option', { name: 'Salud' })).toBeTruthy());
    expect(screen.queryByLabelText('Especialidad')).toBeNull();

    fireEvent.change(industry, { target: { value: IDS.health } });
    const specialty = (await screen.findByLabelText('Especialidad')) as HTMLSelectElement;
    await waitFor(() => expect(within(specialty).getByRole('option', { name: 'Cirugía' })).toBeTruthy());
    fireEvent.change(specialty, { target: { value: IDS.surgery } });
    expect(specialty.value).toBe(IDS.surgery);

    fireEvent.change(industry, { target: { value: IDS.admin } });
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Especialidad')).getByRole('option', { name: 'Contabilidad' }),
      ).toBeTruthy(),
    );
    expect((screen.getByLabelText('Especialidad') as HTMLSelectElement).value).toBe('');
  });

  it('shows the currency as code - name and keeps Save off until the course is complete', async () => {
    renderForm();
    const coin = await screen.findByLabelText('Moneda');
    expect(await within(coin).findByRole('option', { name: 'PEN - Sol peruano' })).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Debe registrar mínimo un módulo y una lección.')).toBeTruthy();
  });

  it('shows a required message in red under its field and marks the tab that holds it', async () => {
    renderForm();
    const title = await screen.findByLabelText('Título del curso');
    fireEvent.change(title, { target: { value: 'Algo' } });
    fireEvent.change(title, { target: { value: '' } });
    const alert = await screen.findByText('El título es obligatorio.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.getByRole('tab', { name: /Información Básica.*1 error/ })).toBeTruthy();
  });

  it('opens a pending tab with its messages from the list under Save', async () => {
    renderForm();
    await screen.findByLabelText('Título del curso');
    fireEvent.click(screen.getByRole('button', { name: 'Multimedia' }));
    expect(screen.getByRole('tab', { name: /Multimedia/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('La imagen principal es obligatoria.')).toBeTruthy();
    expect(screen.getByText('El video de presentación es obligatorio.')).toBeTruthy();
  });
  it('creates the course with POST once every tab is complete', async () => {
    apiServer.use(
      http.post('/api/courses', async ({ request }) => {
        await receive(request);
        return answer(201, { id: IDS.course, message: 'Curso guardado exitosamente' });
      }),
    );
    const router = renderForm();
    const change = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await waitFor(() =>
      expect(within(screen.getByLabelText('Moneda')).getAllByRole('option')).toHaveLength(2),
    );
    await waitFor(() => expect((screen.getByLabelText('Rubro') as HTMLSelectElement).disabled).toBe(false));
    change('Título del curso', 'Higiene de manos');
    change('Descripción corta', 'Los cinco momentos');
    change('Descripción completa', 'Cuándo y cómo.');
    change('Nivel de dificultad', IDS.level);
    change('Duración estimada (horas)', '3');
    change('Idioma', IDS.language);
    change('Precio', '19.90');
    change('Moneda', IDS.coin);
    change('Rubro', IDS.health);
    await waitFor(() =>
      expect(within(screen.getByLabelText('Especialidad')).getAllByRole('option')).toHaveLength(3),
    );
    change('Especialidad', IDS.nursing);
    openTab(/Multimedia/);
    fireEvent.click(screen.getByRole('button', { name: 'Subir Imagen principal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subir Video de presentación' }));
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    openTab(/Contenido/);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar lección de prueba' }));
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Debe registrar mínimo un módulo y una lección.')).toBeNull();

    fireEvent.click(saveButton());
    expect(await screen.findByText('Lista de cursos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/courses');
    const { call, body } = saves[0]!;
    expect(call).toBe('POST /api/courses');
    expect(body).toMatchObject({
      title: 'Higiene de manos',
      estimatedDurationHours: 3,
      price: 19.9,
      coinId: IDS.coin,
      specialtyId: IDS.nursing,
      isPublished: false,
      modules: [{ title: 'Nuevo Módulo', lessons: [{ contentType: '02', contentText: 'Texto' }] }],
    });
    expect(body.thumbnailUploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakeToast.success).toHaveBeenCalledWith('Curso guardado exitosamente', {
      duration: 4000,
      position: 'bottom-right',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = renderForm();
    fireEvent.change(await screen.findByLabelText('Título del curso'), { target: { value: 'Borrador' } });
    // The form settles its state after the change event (validation runs first), as between two user actions.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('link', { name: 'Volver a cursos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByDisplayValue('Borrador')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Volver a cursos' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Lista de cursos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/courses');
  });
});

describe('CourseFormPage, editing', () => {
  it('can save a complete saved course straight away', async () => {
    renderForm(IDS.course);
    await screen.findByDisplayValue('Seguridad del paciente');
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('fills the form from the saved course and previews it, the lesson text formatted and its markup as text', async () => {
    renderForm(IDS.course);
    expect(await screen.findByDisplayValue('Seguridad del paciente')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Actualizar Curso' })).toBeTruthy();

    openTab(/Vista Previa/);
    const preview = await screen.findByRole('tabpanel');
    expect(within(preview).getByRole('heading', { name: 'Seguridad del paciente' })).toBeTruthy();
    expect(within(preview).getByText('Gratis')).toBeTruthy();
    expect(within(preview).getByText('12 horas')).toBeTruthy();
    expect(within(preview).getByText('1 lección')).toBeTruthy();
    expect(await within(preview).findByText('Intermedio')).toBeTruthy();
    // The script the author typed is a paragraph of text of its own.
    expect(within(preview).getByText('Antes', { selector: 'p' })).toBeTruthy();
    expect(within(preview).getByText(SCRIPT, { selector: 'p' })).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('/api/files/thumb.png?sig=1');
  });

  it('shows live figures and tags in Configuración', async () => {
    renderForm(IDS.course);
    await screen.findByDisplayValue('Seguridad del paciente');
    openTab(/Configuración/);
    const settings = await screen.findByRole('tabpanel');
    expect(within(settings).getByRole('switch', { name: 'Publicado' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(within(settings).getByText('Borrador')).toBeTruthy();
    expect(within(settings).getByText('1 h 30 min')).toBeTruthy();
    expect(within(settings).getByText('12 h')).toBeTruthy();
    expect(await within(settings).findByText('Etiquetas (4)')).toBeTruthy();
    expect(within(settings).getByText('Enfermería')).toBeTruthy();

    fireEvent.click(within(settings).getByRole('switch', { name: 'Publicado' }));
    expect(within(settings).getByText('Publicado', { selector: 'span' })).toBeTruthy();
  });

  it('saves with PUT, says so only after the server answers, then goes to the list', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    apiServer.use(
      http.put('/api/courses/:id', async ({ request }) => {
        await receive(request);
        await released;
        return answer(200, { id: IDS.course, message: 'Curso actualizado exitosamente' });
      }),
    );
    const router = renderForm(IDS.course);
    const title = await screen.findByDisplayValue('Seguridad del paciente');
    fireEvent.change(title, { target: { value: 'Seguridad del paciente 2' } });
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeTruthy();
    await waitFor(() => expect(saves).toHaveLength(1));
    const { call, body } = saves[0]!;
    expect(call).toBe(`PUT /api/courses/${IDS.course}`);
    expect(body).toMatchObject({
      title: 'Seguridad del paciente 2',
      specialtyId: IDS.nursing,
      modules: [{ id: IDS.module, lessons: [{ id: IDS.lesson, contentType: '02' }] }],
    });
    expect(body.thumbnailUploadId).toBeUndefined();
    expect(fakeToast.success).not.toHaveBeenCalled();

    release();
    expect(await screen.findByText('Lista de cursos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/courses');
    expect(fakeToast.success).toHaveBeenCalledWith('Curso actualizado exitosamente', {
      duration: 4000,
      position: 'bottom-right',
    });
  });

  it('keeps what was typed when the server refuses, with its message on the field and in the toast', async () => {
    apiServer.use(
      http.put('/api/courses/:id', () =>
        answer(422, {
          code: 'validation_failed',
          message: 'La especialidad no pertenece al rubro elegido.',
          fields: { specialtyId: 'La especialidad no pertenece al rubro elegido.' },
        }),
      ),
    );
    renderForm(IDS.course);
    const title = await screen.findByDisplayValue('Seguridad del paciente');
    fireEvent.change(title, { target: { value: 'Nuevo título' } });
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(saveButton());

    expect(
      await screen.findByText('La especialidad no pertenece al rubro elegido.', { selector: '[role=alert]' }),
    ).toBeTruthy();
    expect(fakeToast.error).toHaveBeenCalledWith('Error al actualizar el curso', {
      duration: 4000,
      position: 'bottom-right',
      description: 'La especialidad no pertenece al rubro elegido.',
    });
    expect(screen.getByDisplayValue('Nuevo título')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Actualizar Curso' })).toBeTruthy();
  });

  it('says the course does not exist on 404', async () => {
    editAnswer = () => refusal(404, 'not_found', 'No se encontró el curso.');
    renderForm(IDS.course);
    expect(await screen.findByText('No se encontró el curso.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a cursos' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });

  it('offers to try again when the course cannot be loaded', async () => {
    editAnswer = () => refusal(503, 'service_unavailable', 'No disponible');
    renderForm(IDS.course);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    editAnswer = () => answer(200, savedCourse());
    fireEvent.click(retry);
    expect(await screen.findByDisplayValue('Seguridad del paciente')).toBeTruthy();
  });
});
