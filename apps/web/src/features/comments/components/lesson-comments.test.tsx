import { messages, ROLE_CODES, type LessonComment } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, noContent, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { LessonComments } from './lesson-comments';

const fakeToast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const m = messages.comments;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COURSE = id(1);
const LESSON = id(2);
const COMMENTS_PATH = `/api/courses/${COURSE}/lessons/${LESSON}/comments`;
/** The fake server's page size: small, so that a few comments make several pages. */
const PAGE_SIZE = 3;

const people = {
  rosa: {
    id: id(10),
    names: 'Rosa',
    lastNames: 'Prueba Díaz',
    role: { code: ROLE_CODES.student, name: 'student' },
  },
  beto: {
    id: id(11),
    names: 'Beto',
    lastNames: 'Lima Ruiz',
    role: { code: ROLE_CODES.student, name: 'student' },
  },
  ana: {
    id: id(12),
    names: 'Ana',
    lastNames: 'Soto',
    role: { code: ROLE_CODES.instructor, name: 'instructor' },
  },
};
type Person = keyof typeof people;
/** Who is signed in: their comments are theirs to delete. */
const ME: Person = 'rosa';

let sequence = 0;
function comment(who: Person, body: string): LessonComment {
  sequence += 1;
  return {
    id: id(100 + sequence),
    body,
    createdAt: new Date(Date.UTC(2026, 1, 3, 14, sequence)).toISOString(),
    author: { ...people[who], photoUrl: null },
    canDelete: who === ME,
  };
}

/** What the server holds, newest first; the tests change it and their requests change it too. */
let stored: LessonComment[];
/** Comments are saved once this settles: a test holds it to see the form while posting. */
let saving: Promise<void>;
const seen: { method: string; path: string; cursor: string | null; body: unknown }[] = [];

/** Notes a request as it reaches the server, its body included. */
async function note(request: Request) {
  const url = new URL(request.url);
  const body = request.method === 'POST' ? await request.json() : undefined;
  seen.push({ method: request.method, path: url.pathname, cursor: url.searchParams.get('cursor'), body });
  return body;
}

beforeEach(() => {
  sequence = 0;
  stored = [];
  saving = Promise.resolve();
  seen.length = 0;
  apiServer.use(
    http.get(COMMENTS_PATH, async ({ request }) => {
      await note(request);
      const cursor = new URL(request.url).searchParams.get('cursor');
      const start = cursor ? stored.findIndex((item) => item.id === cursor) + 1 : 0;
      const items = stored.slice(start, start + PAGE_SIZE);
      const more = start + PAGE_SIZE < stored.length;
      return answer(200, { items, nextCursor: more ? items.at(-1)!.id : null });
    }),
    http.post(COMMENTS_PATH, async ({ request }) => {
      const body = (await note(request)) as { body: string };
      await saving;
      const mine = comment(ME, body.body);
      stored.unshift(mine);
      return answer(201, mine);
    }),
    http.delete(`${COMMENTS_PATH}/:commentId`, async ({ request, params }) => {
      await note(request);
      stored = stored.filter((item) => item.id !== params.commentId);
      return noContent();
    }),
  );
});

/** Holds every comment posted from now on until the test calls the returned release. */
function holdSaving() {
  let release = () => {};
  saving = new Promise<void>((resolve) => (release = resolve));
  return () => release();
}

const renderComments = () =>
  renderWithProviders(<LessonComments courseId={COURSE} lessonId={LESSON} />, {
    user: { id: people[ME].id, names: people[ME].names, lastNames: people[ME].lastNames },
  });

/** Seeds the server oldest first, as people would have posted. */
function posted(...entries: [Person, string][]) {
  for (const [who, body] of entries) stored.unshift(comment(who, body));
}

const bodies = () => screen.getAllByRole('article').map((article) => article.querySelector('p')?.textContent);
const field = () => screen.getByLabelText(m.bodyLabel) as HTMLTextAreaElement;
const submit = () =>
  screen.getByRole('button', { name: /^(Publicar|Publicando\.\.\.)$/ }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('LessonComments', () => {
  it('lists the comments newest first, with author, role, date and count', async () => {
    posted(['beto', 'Primero'], ['ana', 'Segundo'], ['rosa', 'Tercero']);
    renderComments();
    expect(screen.getByRole('status').textContent).toBe(m.loading);
    await screen.findByRole('article', { name: 'Rosa Prueba Díaz' });
    expect(screen.getByRole('heading', { name: m.title })).toBeTruthy();
    expect(screen.getByText('3 comentarios')).toBeTruthy();
    expect(bodies()).toEqual(['Tercero', 'Segundo', 'Primero']);

    const instructor = within(screen.getByRole('article', { name: 'Ana Soto' }));
    expect(instructor.getByText('Instructor')).toBeTruthy();
    expect(instructor.getByText('AS')).toBeTruthy();
    const time = instructor.getByText(format(new Date(stored[1]!.createdAt), 'dd/MM/yyyy HH:mm'));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(stored[1]!.createdAt);
    // Students carry no badge: it would repeat on almost every comment.
    expect(
      within(screen.getByRole('article', { name: 'Beto Lima Ruiz' })).queryByText('Estudiante'),
    ).toBeNull();
  });

  it('shows markup in a comment as the text it is', async () => {
    const body = '<script>alert("xss")</script>\n<img src=x onerror="alert(1)"> <b>hola</b>';
    posted(['beto', body]);
    renderComments();
    const article = await screen.findByRole('article', { name: 'Beto Lima Ruiz' });
    const paragraph = article.querySelector('p')!;
    expect(paragraph.textContent).toBe(body);
    expect(paragraph.className).toMatch(/\bwhitespace-pre-wrap\b/);
    expect(paragraph.className).toMatch(/\bbreak-words\b/);
    expect(article.querySelector('script, img, b')).toBeNull();
  });

  it('posts the cleaned text, refreshes the list and clears the field', async () => {
    posted(['beto', 'Una duda']);
    const release = holdSaving();
    renderComments();
    await screen.findByRole('article', { name: 'Beto Lima Ruiz' });
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(m.charactersLeft(1000))).toBeTruthy();
    type('   ');
    expect(submit().disabled).toBe(true);

    type('Hola');
    expect(screen.getByText(m.charactersLeft(996))).toBeTruthy();
    expect(field().maxLength).toBe(1000);

    type('  ¿Aplica en pediatría?\r\n\tGracias  ');
    fireEvent.click(submit());
    await waitFor(() => expect(submit().textContent).toBe(m.submitting));
    expect(submit().disabled).toBe(true);
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      body: '¿Aplica en pediatría?\n Gracias',
    });

    // Someone else posted meanwhile: the refreshed list brings it in too.
    posted(['ana', 'Respuesta del instructor']);
    release();
    await waitFor(() => expect(field().value).toBe(''));
    expect(fakeToast.success).toHaveBeenCalledWith(m.posted, expect.anything());
    await waitFor(() =>
      expect(bodies()).toEqual(['¿Aplica en pediatría?\n Gracias', 'Respuesta del instructor', 'Una duda']),
    );
    expect(screen.getByText('3 comentarios')).toBeTruthy();
    expect(submit().textContent).toBe(m.submit);
  });

  it('keeps the text and shows the reason under the field when the server refuses it (422)', async () => {
    apiServer.use(
      http.post(COMMENTS_PATH, () =>
        answer(422, {
          code: 'validation_failed',
          message: m.bodyTooLong(1000),
          fields: { body: m.bodyTooLong(1000) },
        }),
      ),
    );
    renderComments();
    await screen.findByText(m.empty);
    type('Mi comentario');
    fireEvent.click(submit());
    const error = await screen.findByText(m.bodyTooLong(1000));
    expect(error.getAttribute('role')).toBe('alert');
    expect(field().value).toBe('Mi comentario');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('keeps the text and says to wait in a toast when posting too often (429)', async () => {
    apiServer.use(http.post(COMMENTS_PATH, () => refusal(429, 'rate_limited', m.tooManyPosts)));
    renderComments();
    await screen.findByText(m.empty);
    type('Otro comentario');
    fireEvent.click(submit());
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(m.tooManyPosts, expect.anything()));
    expect(field().value).toBe('Otro comentario');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says to retry when the server fails without a reason', async () => {
    apiServer.use(http.post(COMMENTS_PATH, () => refusal(500, 'internal', messages.common.unexpectedError)));
    renderComments();
    await screen.findByText(m.empty);
    type('Comentario');
    fireEvent.click(submit());
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(m.postFailed, expect.anything()));
    expect(field().value).toBe('Comentario');
  });

  it('offers delete only where the server allows it, and deletes after confirming', async () => {
    posted(['beto', 'De Beto'], ['rosa', 'Mío']);
    renderComments();
    await screen.findByRole('article', { name: 'Rosa Prueba Díaz' });
    expect(within(screen.getByRole('article', { name: 'Beto Lima Ruiz' })).queryByRole('button')).toBeNull();
    const remove = screen.getByRole('button', { name: m.removeLabel('Rosa Prueba Díaz') });

    // Cancelling keeps the comment.
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.removeCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(m.removeConfirmTitle)).toBeTruthy();
    expect(dialog.getByText(m.removeConfirmDescription)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: m.removeConfirm }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Rosa Prueba Díaz' })).toBeNull());
    expect(seen.find((request) => request.method === 'DELETE')?.path).toBe(`${COMMENTS_PATH}/${id(102)}`);
    expect(fakeToast.success).toHaveBeenCalledWith(m.removed, expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies()).toEqual(['De Beto']);
    expect(screen.getByText('1 comentario')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: m.title })));
  });

  it('keeps the comment and says so when it could not be deleted', async () => {
    posted(['rosa', 'Mío']);
    apiServer.use(
      http.delete(`${COMMENTS_PATH}/:commentId`, () =>
        refusal(500, 'internal', messages.common.unexpectedError),
      ),
    );
    renderComments();
    fireEvent.click(await screen.findByRole('button', { name: m.removeLabel('Rosa Prueba Díaz') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.removeConfirm }));
    await waitFor(() => expect(fakeToast.error).toHaveBeenCalledWith(m.removeFailed, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies()).toEqual(['Mío']);
  });

  it('loads older comments page by page with the cursor', async () => {
    posted(...[1, 2, 3, 4, 5].map((n): [Person, string] => ['beto', `Comentario ${n}`]));
    renderComments();
    await screen.findByText('Comentario 5');
    expect(bodies()).toEqual(['Comentario 5', 'Comentario 4', 'Comentario 3']);
    expect(screen.getByText(m.countMoreThan(3))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: m.loadMore }));
    await screen.findByText('Comentario 1');
    expect(bodies()).toEqual([
      'Comentario 5',
      'Comentario 4',
      'Comentario 3',
      'Comentario 2',
      'Comentario 1',
    ]);
    expect(seen.filter((request) => request.method === 'GET').map((request) => request.cursor)).toEqual([
      null,
      stored[2]!.id,
    ]);
    expect(screen.getByText('5 comentarios')).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.loadMore })).toBeNull();
    // Reading goes on at the first older comment.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Comentario 2'));
  });

  it('invites the first comment when there is none', async () => {
    renderComments();
    expect(await screen.findByText(m.empty)).toBeTruthy();
    expect(screen.getByText('0 comentarios')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers Reintentar when the comments could not be loaded', async () => {
    apiServer.use(
      http.get(COMMENTS_PATH, () => refusal(500, 'internal', messages.common.unexpectedError), {
        once: true,
      }),
    );
    posted(['beto', 'Una duda']);
    renderComments();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: m.retry }));
    expect(await screen.findByRole('article', { name: 'Beto Lima Ruiz' })).toBeTruthy();
  });

  it("explains the server's refusal to someone outside the course", async () => {
    apiServer.use(http.get(COMMENTS_PATH, () => refusal(403, 'forbidden', m.notParticipant)));
    renderComments();
    expect((await screen.findByRole('alert')).textContent).toContain(m.notParticipant);
  });
});
