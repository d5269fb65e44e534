import { courseFormMessages } from '@aula/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApiAuth } from '@/lib/api/client';
import { FakeUpload } from '@/test/fake-tus-upload';
import { CourseFormImages } from './course-form-images';
import { TextLessonEditor } from './text-lesson-editor';

vi.mock('tus-js-client', async () => ({
  Upload: (await import('@/test/fake-tus-upload')).FakeUpload,
}));

const t = courseFormMessages.textEditor;
const STORED_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const SIGNED = 'https://aula.test/api/files/course-images/guantes.png?firma=abc';
const UPLOAD_ID = '0b7c7f5e-6a43-4f0e-9d1e-2d5c2f0c1a11';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let text = '';

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CourseFormImages stored={{ [STORED_ID]: SIGNED }}>
      <TextLessonEditor
        control={{ id: 'leccion', 'aria-invalid': undefined, 'aria-describedby': undefined }}
        value={value}
        onChange={(next) => {
          text = next;
          setValue(next);
        }}
        onBlur={() => undefined}
      />
    </CourseFormImages>
  );
}

const preview = () => screen.getByRole('region', { name: t.previewTitle });

function chooseImage(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeAll(() => {
  connectApiAuth({ accessToken: () => 'token', renewAfterUnauthorized: async () => true });
  // The preview shows the browser's own copy of a new image until the save stores it.
  URL.createObjectURL = vi.fn(() => 'blob:aula/copia-local');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  FakeUpload.reset();
  localStorage.clear();
});

describe('TextLessonEditor: images', () => {
  it("previews the course's stored images as the student will see them", () => {
    render(<Editor initial={`Antes\n\n![Guantes de nitrilo](imagen:${STORED_ID})`} />);
    const image = within(preview()).getByRole('img', { name: 'Guantes de nitrilo' });
    expect(image.getAttribute('src')).toBe(SIGNED);
  });

  it("uploads a chosen image with 'Imagen' and puts it where the cursor is, its description selected", async () => {
    render(<Editor initial="Paso 1" />);
    const textarea = screen.getByRole('textbox') as HTMLTextAreaElement;
    textarea.setSelectionRange(6, 6);
    expect(screen.getByRole('button', { name: t.image })).toBeTruthy();

    const bytes = new Uint8Array(2048);
    bytes.set(PNG_HEAD);
    chooseImage(new File([bytes], 'lavado.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
    const upload = FakeUpload.instances[0]!;
    expect(upload.options.metadata).toMatchObject({ kind: 'lessonImage', filename: 'lavado.png' });
    await waitFor(() => expect(upload.start).toHaveBeenCalled());

    act(() => upload.options.onProgress?.(1024, 2048));
    expect(screen.getByRole('status').textContent).toContain(t.imageUploading(50));
    expect(screen.getByRole('button', { name: t.image }).hasAttribute('disabled')).toBe(true);

    upload.url = `http://localhost/api/uploads/${UPLOAD_ID}`;
    act(() => upload.options.onSuccess?.({ lastResponse: {} as never }));

    const mark = `![${t.placeholders.imageAlt}](subida:${UPLOAD_ID})`;
    expect(text).toBe(`Paso 1\n\n${mark}`);
    await waitFor(() =>
      expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe(
        t.placeholders.imageAlt,
      ),
    );
    const image = await within(preview()).findByRole('img', { name: t.placeholders.imageAlt });
    expect(image.getAttribute('src')).toBe('blob:aula/copia-local');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a file that is not a JPG or PNG before sending anything, and keeps the text', async () => {
    render(<Editor initial="Texto guardado" />);
    chooseImage(new File(['GIF89a……'], 'animacion.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen debe ser un archivo JPG o PNG.');
    expect(FakeUpload.instances).toHaveLength(0);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Texto guardado');
  });
});
