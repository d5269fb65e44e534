import { messages, mfaMessages, type SecuritySettings } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { AcademySecurityCard } from './academy-security-card';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = mfaMessages.academy;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let stored: SecuritySettings;
let answerLoad: () => Response;
let answerSave: (body: SecuritySettings) => Response | Promise<Response>;
const saves: unknown[] = [];

beforeEach(() => {
  stored = { mfaRequiredForInstructors: false };
  saves.length = 0;
  answerLoad = () => json(200, stored);
  answerSave = (body) => {
    stored = body;
    return json(200, stored);
  };
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/settings/security')
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    if (request.method === 'GET') return answerLoad();
    const body = (await request.json()) as SecuritySettings;
    saves.push(body);
    return answerSave(body);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AcademySecurityCard />
    </QueryClientProvider>,
  );
}

const card = () => within(screen.getByRole('region', { name: t.title }));
const checkbox = () => card().findByLabelText(t.requireForInstructors) as Promise<HTMLInputElement>;

describe("'Seguridad de las cuentas'", () => {
  it('says what the rule is, and shows the one in force', async () => {
    stored = { mfaRequiredForInstructors: true };
    renderCard();
    expect(card().getByText(t.description)).toBeTruthy();
    expect(card().getByRole('status').textContent).toBe(t.loading);
    expect((await checkbox()).checked).toBe(true);
  });

  it('requires it of instructors once saved, saying so while it saves', async () => {
    let release: () => void = () => {};
    const save = answerSave;
    answerSave = (body) => new Promise<Response>((resolve) => (release = () => resolve(save(body))));
    renderCard();
    fireEvent.click(await checkbox());
    fireEvent.click(card().getByRole('button', { name: t.save }));
    const saving = await card().findByRole('button', { name: t.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saves).toEqual([{ mfaRequiredForInstructors: true }]);
    expect((await checkbox()).checked).toBe(true);
    expect(card().getByRole('button', { name: t.save })).toBeTruthy();
  });

  it('says why when the rule could not be saved, and keeps the choice on screen', async () => {
    answerSave = () => json(403, { code: 'forbidden', message: messages.common.forbidden });
    renderCard();
    fireEvent.click(await checkbox());
    fireEvent.click(card().getByRole('button', { name: t.save }));
    expect((await card().findByRole('alert')).textContent).toBe(messages.common.forbidden);
    expect((await checkbox()).checked).toBe(true);
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('offers a retry when the rule could not be loaded', async () => {
    answerLoad = () =>
      json(503, { message: messages.common.serviceUnavailable, code: 'service_unavailable' });
    renderCard();
    expect(await card().findByText(t.loadError)).toBeTruthy();
    answerLoad = () => json(200, stored);
    fireEvent.click(card().getByRole('button', { name: t.retry }));
    expect((await checkbox()).checked).toBe(false);
  });
});
