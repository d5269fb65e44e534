import { messages, PROFILE_IMAGE_MAX_BYTES, type CurrentUser } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { testCurrentUser } from '@/test/fixtures/current-user';
import { renderWithProviders } from '@/test/render-with-providers';
import { PersonalInfoTab } from './personal-info-tab';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = messages.profile.personalInfo;
const s = messages.signUp;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(name: string, size = 1024) {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * The parts of a multipart body, by name: a text part's value, a file part's name and size.
 * Read by hand because happy-dom's own parser drops empty values, such as an emptied phone.
 */
async function multipartParts(request: Request) {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('Content-Type') ?? '')?.[1];
  const body = new TextDecoder('latin1').decode(await request.arrayBuffer());
  const parts = new Map<string, string | { fileName: string; size: number }>();
  for (const part of body.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = part.slice(2, -2).split('\r\n\r\n');
    const content = rest.join('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const fileName = /filename="([^"]*)"/.exec(head)?.[1];
    // Read as latin1, one character a byte: a file's size is its length; text is UTF-8.
    const text = () => new TextDecoder().decode(Uint8Array.from(content, (char) => char.charCodeAt(0)));
    parts.set(name, fileName === undefined ? text() : { fileName, size: content.length });
  }
  return parts;
}

let user: CurrentUser;
type Parts = Awaited<ReturnType<typeof multipartParts>>;
/** What PATCH /api/account/profile answers, given the parts it received. */
let answerSave: (form: Parts) => Response;
const saves: Parts[] = [];

beforeEach(() => {
  user = testCurrentUser({ phone: '987654321', urlImage: '/api/files/me.png?sig=1' });
  saves.length = 0;
  answerSave = (form) =>
    answer(200, {
      ...user,
      names: form.get('names'),
      lastNames: form.get('lastNames'),
      phone: form.get('phone'),
      urlImage: form.get('image')
        ? '/api/files/new.png?sig=2'
        : form.get('removeImage')
          ? null
          : user.urlImage,
    });
  apiServer.use(
    http.patch('/api/account/profile', async ({ request }) => {
      const form = await multipartParts(request);
      saves.push(form);
      return answerSave(form);
    }),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://aula.test/photo-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
// The object URL spies are this file's own: put the real functions back.

/** The tab of the signed-in person, whose session a save updates. */
const renderTab = () => renderWithProviders(<PersonalInfoTab user={user} />, { user });

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choosePhoto = (file: File) =>
  fireEvent.change(screen.getByLabelText('Foto de perfil'), { target: { files: [file] } });

describe('PersonalInfoTab', () => {
  it('shows the saved details read-only until Editar Perfil', () => {
    renderTab();
    expect(field('Nombres').value).toBe('Lucía');
    expect(field('Apellidos').value).toBe('Fernández Quispe');
    expect(field('Email').value).toBe('estudiante@aula.test');
    expect(field('Teléfono').value).toBe('987654321');
    for (const label of ['Nombres', 'Apellidos', 'Email', 'Teléfono'])
      expect(field(label).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
    expect(screen.queryByLabelText('Foto de perfil')).toBeNull();
  });

  it('edits in edit mode, and Cancelar goes back to the saved values without saving', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    expect(field('Nombres').readOnly).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(field('Nombres')));
    expect(field('Email').readOnly).toBe(true);
    type('Nombres', 'Lucy');
    type('Teléfono', '');
    choosePhoto(png('nueva.png'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(field('Nombres').value).toBe('Lucía');
    expect(field('Teléfono').value).toBe('987654321');
    expect(field('Nombres').readOnly).toBe(true);
    expect(screen.queryByLabelText('Foto de perfil')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Editar Perfil' })),
    );
    expect(saves).toHaveLength(0);
  });

  it('Guardar sends the fields and the new photo as multipart, then shows the saved user everywhere', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    type('Nombres', '  Lucy ');
    type('Apellidos', 'Fernández');
    type('Teléfono', '');
    const photo = png('nueva.png');
    choosePhoto(photo);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith('Perfil actualizado'));
    expect(saves).toHaveLength(1);
    const [sent] = saves;
    expect(sent!.get('names')).toBe('Lucy');
    expect(sent!.get('lastNames')).toBe('Fernández');
    expect(sent!.get('phone')).toBe('');
    expect(sent!.has('removeImage')).toBe(false);
    expect(sent!.get('image')).toEqual({ fileName: 'nueva.png', size: photo.size });

    const session = sessionStore.get();
    expect(session.status === 'signed-in' && session.user).toMatchObject({
      names: 'Lucy',
      lastNames: 'Fernández',
      phone: '',
      urlImage: '/api/files/new.png?sig=2',
    });
    expect(field('Nombres').value).toBe('Lucy');
    expect(field('Nombres').readOnly).toBe(true);
  });

  it('Quitar foto asks the server to remove the current photo', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('button', { name: 'Quitar foto' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.get('removeImage')).toBe('true');
    expect(saves[0]!.has('image')).toBe(false);
    await waitFor(() => {
      const session = sessionStore.get();
      expect(session.status === 'signed-in' && session.user.urlImage).toBeNull();
    });
  });

  it("shows the server's refusal under its field and stays in edit mode", async () => {
    answerSave = () =>
      answer(422, {
        message: 'Revisa los datos.',
        code: 'validation_failed',
        fields: { names: s.namesTooLong },
      });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    type('Nombres', 'Lucy');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(s.namesTooLong)).toBeTruthy();
    expect(field('Nombres').getAttribute('aria-invalid')).toBe('true');
    expect(fakeToast.error).toHaveBeenCalledWith(t.saveFailed);
    expect(field('Nombres').value).toBe('Lucy');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Nombres')));
    const session = sessionStore.get();
    expect(session.status === 'signed-in' && session.user.names).toBe('Lucía');
  });

  it('checks the rules in the browser before sending anything', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    type('Nombres', '');
    type('Teléfono', '98-76');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(s.namesRequired)).toBeTruthy();
    expect(screen.getByText(s.phoneDigitsOnly)).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('refuses a photo over 200KB in the browser, with the registration message', async () => {
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    choosePhoto(png('grande.png', PROFILE_IMAGE_MAX_BYTES + 1));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('La Imagen pesa bastante, máximo 200KB');
    expect(field('Foto de perfil').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar' }).disabled).toBe(true);
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    choosePhoto(new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('La foto de perfil debe ser JPG o PNG.'),
    );
    expect(saves).toHaveLength(0);
  });

  it("shows the server's refusal of the photo beside the photo", async () => {
    answerSave = () => refusal(413, 'payload_too_large', s.imageTooLarge);
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    choosePhoto(png('nueva.png'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(s.imageTooLarge);
    expect(within(alert.parentElement!).getByText('Foto de perfil')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar' }).disabled).toBe(true);
  });
});
