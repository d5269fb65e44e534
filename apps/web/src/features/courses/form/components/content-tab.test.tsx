import { messages } from '@aula/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ContentTab } from './content-tab';
import { CourseFormImages } from './course-form-images';
import {
  courseFormResolver,
  emptyCourseValues,
  newLesson,
  newModule,
  type CourseFormValues,
  type ModuleFormValue,
} from '../lib/course-form-values';

// Lesson files upload through tus; these tests never choose a file.
vi.mock('tus-js-client', () => ({ Upload: vi.fn() }));

const c = messages.courseContent;
let form: UseFormReturn<CourseFormValues>;

function Harness({ modules = [] }: { modules?: ModuleFormValue[] }) {
  const methods = useForm<CourseFormValues>({
    resolver: courseFormResolver('create'),
    mode: 'onChange',
    defaultValues: { ...emptyCourseValues(), modules },
  });
  // The test reads and validates the form the way the page would.
  useLayoutEffect(() => {
    form = methods;
  });
  return (
    <FormProvider {...methods}>
      <CourseFormImages stored={{}}>
        <ContentTab />
      </CourseFormImages>
    </FormProvider>
  );
}

function moduleWith(title: string, lessons: string[], saved = false): ModuleFormValue {
  const id = () => (saved ? crypto.randomUUID() : undefined);
  return {
    ...newModule(),
    id: id(),
    title,
    lessons: lessons.map((lessonTitle) => ({ ...newLesson(), id: id(), title: lessonTitle })),
  };
}

const lessonTitles = (module = 0) =>
  form.getValues(`modules.${module}.lessons`).map((lesson) => lesson.title);
const lessonHeadings = () =>
  screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

describe('ContentTab', () => {
  it('starts empty: says what the course needs and offers to add a module', () => {
    render(<Harness />);
    expect(screen.getByText(c.emptyTitle)).toBeTruthy();
    expect(screen.getByText('Debe registrar mínimo un módulo y una lección.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: c.addModule })).toHaveLength(1);
  });

  it("adds 'Nuevo Módulo' and 'Nueva Lección' after the last ones", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: c.addModule }));

    const module = screen.getByRole('region', { name: /Módulo 1/ });
    expect(within(module).getByRole('heading', { level: 3 }).textContent).toContain('Nuevo Módulo');
    expect((within(module).getByLabelText(c.module.titleLabel) as HTMLInputElement).value).toBe(
      'Nuevo Módulo',
    );
    expect(within(module).getByText(c.lessonCount(0), { exact: false })).toBeTruthy();
    // Still no lesson: the course cannot be saved yet.
    expect(screen.getByText('Debe registrar mínimo un módulo y una lección.')).toBeTruthy();

    fireEvent.click(within(module).getByRole('button', { name: c.addLesson }));
    fireEvent.click(within(module).getByRole('button', { name: c.addLesson }));
    expect(lessonHeadings()).toEqual(['Lección 1Nueva Lección', 'Lección 2Nueva Lección']);
    expect(screen.queryByText('Debe registrar mínimo un módulo y una lección.')).toBeNull();
    expect(within(module).getByText(c.lessonCount(2), { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: c.addModule }));
    expect(form.getValues('modules').map((m) => m.title)).toEqual(['Nuevo Módulo', 'Nuevo Módulo']);
    expect(screen.getByRole('region', { name: /Módulo 2/ })).toBeTruthy();
  });

  it('moves a lesson down and up with the buttons', async () => {
    render(
      <Harness modules={[moduleWith('Fundamentos', ['Introducción', 'Seguridad del paciente', 'Cierre'])]} />,
    );
    const up = screen.getByRole('button', { name: 'Mover lección Introducción arriba' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Mover lección Introducción abajo' }));
    expect(lessonTitles()).toEqual(['Seguridad del paciente', 'Introducción', 'Cierre']);
    expect(lessonHeadings()).toEqual([
      'Lección 1Seguridad del paciente',
      'Lección 2Introducción',
      'Lección 3Cierre',
    ]);
    await waitFor(() =>
      expect(screen.getByText('Lección «Introducción» movida a la posición 2 de 3.')).toBeTruthy(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mover lección Cierre arriba' }));
    expect(lessonTitles()).toEqual(['Seguridad del paciente', 'Cierre', 'Introducción']);
    const last = screen.getByRole('button', {
      name: 'Mover lección Introducción abajo',
    }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
  });

  it('reorders lessons by keyboard drag and drop on the handle, in Spanish', async () => {
    // happy-dom lays nothing out: each list item gets a box by its place in its list.
    const layout = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const item = this.closest('li');
      const top = item ? [...item.parentElement!.children].indexOf(item) * 100 : 0;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 600,
        bottom: top + 80,
        width: 600,
        height: 80,
        toJSON: () => ({}),
      };
    });
    // dnd-kit measures the items between key presses.
    const press = async (code: string) => {
      fireEvent.keyDown(document.activeElement!, { code, key: code === 'Space' ? ' ' : code });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    };
    render(
      <Harness modules={[moduleWith('Fundamentos', ['Introducción', 'Seguridad del paciente', 'Cierre'])]} />,
    );
    const handle = screen.getByRole('button', { name: 'Arrastrar lección Introducción' });
    expect(handle.getAttribute('aria-roledescription')).toBe(c.dragAndDrop.roleDescription);
    handle.focus();

    await press('Space');
    await press('ArrowDown');
    expect(screen.getByText('Introducción está en la posición 2 de 3.')).toBeTruthy();
    await press('Space');

    expect(lessonTitles()).toEqual(['Seguridad del paciente', 'Introducción', 'Cierre']);
    expect(screen.getByText('Introducción se soltó en la posición 2 de 3.')).toBeTruthy();
    layout.mockRestore();
  });

  it('moves modules with the buttons, lessons included', () => {
    render(<Harness modules={[moduleWith('Primero', ['A']), moduleWith('Segundo', ['B', 'C'])]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mover módulo Segundo arriba' }));
    expect(form.getValues('modules').map((m) => m.title)).toEqual(['Segundo', 'Primero']);
    expect(lessonTitles(0)).toEqual(['B', 'C']);
    const first = screen.getByRole('region', { name: /Módulo 1/ });
    expect((within(first).getByLabelText(c.module.titleLabel) as HTMLInputElement).value).toBe('Segundo');
  });

  it('moves a lesson to another module', () => {
    render(<Harness modules={[moduleWith('Primero', ['A', 'B']), moduleWith('Segundo', ['C'])]} />);
    const lessonA = screen.getAllByRole('article')[0]!;
    fireEvent.change(within(lessonA).getByLabelText(c.lesson.moveToModule), { target: { value: '1' } });
    expect(lessonTitles(0)).toEqual(['B']);
    expect(lessonTitles(1)).toEqual(['C', 'A']);
    const second = screen.getByRole('region', { name: /Módulo 2/ });
    expect(
      within(second)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Lección 1C', 'Lección 2A']);
  });

  it('takes a video’s minutes from its file, says its length, and accepts only its rounding', async () => {
    render(<Harness modules={[moduleWith('Fundamentos', ['Técnica'])]} />);
    const lesson = screen.getByRole('article');
    fireEvent.change(within(lesson).getByLabelText(c.lesson.contentTypeLabel), { target: { value: '01' } });
    const minutes = within(lesson).getByLabelText(c.lesson.minutesLabel) as HTMLInputElement;
    fireEvent.change(minutes, { target: { value: '10' } });

    // The upload finished: the file says 4 min 12 s.
    act(() =>
      form.setValue('modules.0.lessons.0.file', { uploadId: crypto.randomUUID(), videoSeconds: 252 }),
    );
    await waitFor(() => expect(form.getValues('modules.0.lessons.0.estimatedDurationMinutes')).toBe(4));
    expect(
      within(lesson).getByText('Duración del video: 4 min 12 s. Puedes redondearla a minutos enteros.'),
    ).toBeTruthy();

    fireEvent.change(minutes, { target: { value: '5' } });
    expect(within(lesson).queryByRole('alert')).toBeNull();
    fireEvent.change(minutes, { target: { value: '12' } });
    expect(within(lesson).getByRole('alert').textContent).toBe(
      'El video dura 4 min 12 s: indica 4 o 5 minutos.',
    );
  });

  it('writes a text lesson with the toolbar and shows it formatted beside, as students will see it', () => {
    render(<Harness modules={[moduleWith('Fundamentos', ['Introducción'])]} />);
    const lesson = screen.getByRole('article');
    fireEvent.change(within(lesson).getByLabelText(c.lesson.contentTypeLabel), { target: { value: '02' } });
    const text = within(lesson).getByLabelText(c.lesson.textLabel) as HTMLTextAreaElement;
    const preview = within(lesson).getByRole('region', { name: 'Vista previa' });
    expect(preview.textContent).toContain('Aquí verás el texto con formato');

    fireEvent.change(text, { target: { value: 'Cinco momentos\nLavar las manos' } });
    text.setSelectionRange(0, 'Cinco momentos'.length);
    fireEvent.click(within(lesson).getByRole('button', { name: 'Título de sección' }));
    text.setSelectionRange(text.value.indexOf('manos'), text.value.length);
    fireEvent.keyDown(text, { key: 'b', ctrlKey: true });
    expect(form.getValues('modules.0.lessons.0.contentText')).toBe('## Cinco momentos\nLavar las **manos**');
    // The word is still selected, so typing goes on from it.
    expect(text.value.slice(text.selectionStart, text.selectionEnd)).toBe('manos');

    expect(within(preview).getByRole('heading', { name: 'Cinco momentos' })).toBeTruthy();
    expect(within(preview).getByText('manos').tagName).toBe('STRONG');
  });

  it('edits a lesson: text content by type, counters, and only one kind of content', () => {
    render(<Harness modules={[moduleWith('Fundamentos', ['Introducción'])]} />);
    const lesson = screen.getByRole('article');
    const type = within(lesson).getByLabelText(c.lesson.contentTypeLabel) as HTMLSelectElement;
    expect([...type.options].map((option) => option.text)).toEqual([
      c.lesson.contentTypePlaceholder,
      'Video',
      'Texto',
      'PDF',
      'Enlace externo',
    ]);
    expect(within(lesson).getByText('12/120')).toBeTruthy();

    fireEvent.change(type, { target: { value: '02' } });
    const text = within(lesson).getByLabelText(c.lesson.textLabel) as HTMLTextAreaElement;
    expect(text.tagName).toBe('TEXTAREA');
    fireEvent.change(text, { target: { value: '<b>Lavado de manos</b> en 5 momentos' } });
    expect(form.getValues('modules.0.lessons.0.contentText')).toBe('<b>Lavado de manos</b> en 5 momentos');

    fireEvent.change(type, { target: { value: '04' } });
    expect(within(lesson).queryByLabelText(c.lesson.textLabel)).toBeNull();
    const url = within(lesson).getByLabelText(c.lesson.urlLabel) as HTMLInputElement;
    expect(url.type).toBe('url');
    expect(url.placeholder).toBe('https://...');
    expect(form.getValues('modules.0.lessons.0.contentText')).toBe('');

    fireEvent.change(type, { target: { value: '01' } });
    expect(within(lesson).getByText(messages.uploads.lessonVideoHint)).toBeTruthy();
    expect(within(lesson).getByLabelText(c.lesson.videoLabel)).toBeTruthy();
  });

  it("shows each lesson's errors under its fields", async () => {
    render(<Harness modules={[moduleWith('Fundamentos', ['Introducción'])]} />);
    const lesson = screen.getByRole('article');
    fireEvent.change(within(lesson).getByLabelText(c.lesson.titleLabel), {
      target: { value: 'x'.repeat(121) },
    });
    await act(() => form.trigger('modules'));

    const alerts = within(lesson)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        'El título es demasiado largo.',
        'La duración de la lección es obligatoria.',
        'La descripción es obligatoria.',
        'El tipo de contenido es obligatorio.',
      ]),
    );
    expect(within(lesson).getByText('121/120')).toBeTruthy();

    // The file rule is checked once the lesson's other fields are right, as on the server.
    fireEvent.change(within(lesson).getByLabelText(c.lesson.titleLabel), { target: { value: 'Protocolo' } });
    fireEvent.change(within(lesson).getByLabelText(c.lesson.descriptionLabel), {
      target: { value: 'Lectura' },
    });
    fireEvent.change(within(lesson).getByLabelText(c.lesson.minutesLabel), { target: { value: '15' } });
    fireEvent.change(within(lesson).getByLabelText(c.lesson.contentTypeLabel), { target: { value: '03' } });
    await act(() => form.trigger('modules'));
    expect(form.getValues('modules.0.lessons.0.estimatedDurationMinutes')).toBe(15);
    expect(within(lesson).getByText(messages.uploads.lessonFileRequired)).toBeTruthy();
  });

  it('opens a saved lesson on demand and shows its saved PDF', () => {
    const module = moduleWith('Guías', ['Protocolo'], true);
    module.lessons[0] = {
      ...module.lessons[0]!,
      contentType: '03',
      file: { previewUrl: 'https://aula.test/firmado/protocolo.pdf' },
    };
    render(<Harness modules={[module]} />);
    const toggle = screen.getByRole('button', { name: /Lección 1\s*Protocolo/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(c.lesson.titleLabel)).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: c.upload.openPdf });
    expect(link.getAttribute('href')).toBe('https://aula.test/firmado/protocolo.pdf');
  });

  it('opens a closed lesson when validation finds something to fix in it', async () => {
    render(<Harness modules={[moduleWith('Guías', ['Protocolo'], true)]} />);
    const toggle = screen.getByRole('button', { name: /Lección 1\s*Protocolo/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await act(() => form.trigger('modules'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const lesson = screen.getByRole('article');
    expect(within(lesson).getByText(c.hasErrors)).toBeTruthy();
    expect(
      within(lesson)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('La descripción es obligatoria.');
  });

  it('asks before removing a module that holds lessons', async () => {
    render(<Harness modules={[moduleWith('Fundamentos', ['Introducción']), moduleWith('Vacío', [])]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar módulo Vacío' }));
    expect(form.getValues('modules')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar módulo Fundamentos' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Fundamentos');
    fireEvent.click(within(dialog).getByRole('button', { name: c.remove }));
    expect(form.getValues('modules')).toHaveLength(0);
    expect(screen.getByText(c.emptyTitle)).toBeTruthy();
  });

  it('collapses a module', () => {
    render(<Harness modules={[moduleWith('Fundamentos', ['Introducción'])]} />);
    const toggle = screen.getByRole('button', { name: /Módulo 1\s*Fundamentos/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(true);
  });
});
