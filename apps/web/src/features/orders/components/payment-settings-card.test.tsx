import { messages, type PaymentSettings, orderMessages } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiServer as server } from '@/test/fake-api-client';
import { formatDate } from '@/lib/format-date';
import { json } from '@/test/fixtures/order-fixtures';
import { PaymentSettingsCard } from './payment-settings-card';

// The real typed client, answering from a fake server at the fetch level.
vi.mock('@/lib/api/client', async () => (await import('@/test/fake-api-client')).clientModule);
const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = orderMessages.settings;
const SAVED: PaymentSettings = {
  paymentInstructions: 'Banco Andino\nCuenta 123-456',
  updatedAt: '2026-03-10T12:00:00.000Z',
  updatedBy: { names: 'Ana', lastNames: 'Rodríguez Salas' },
};

let stored: PaymentSettings;
let answerSave: (body: { paymentInstructions: string }) => Response | Promise<Response>;
const saves: unknown[] = [];

beforeEach(() => {
  stored = SAVED;
  saves.length = 0;
  answerSave = (body) => {
    stored = {
      paymentInstructions: body.paymentInstructions.trim(),
      updatedAt: '2026-03-20T12:00:00.000Z',
      updatedBy: { names: 'Carmen', lastNames: 'Rojas Vega' },
    };
    return json(200, stored);
  };
  server.handle.mockImplementation(async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/settings/payment')
      throw new Error(`unexpected ${request.method} ${url.pathname}`);
    if (request.method === 'GET') return json(200, stored);
    const body = (await request.json()) as { paymentInstructions: string };
    saves.push(body);
    return answerSave(body);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PaymentSettingsCard />
    </QueryClientProvider>,
  );
}

const card = () => within(screen.getByRole('region', { name: t.title }));
const field = () => card().findByLabelText(t.label) as Promise<HTMLTextAreaElement>;

describe('PaymentSettingsCard', () => {
  it('shows the current instructions, and who saved them last and when', async () => {
    renderCard();
    expect(card().getByText(t.description)).toBeTruthy();
    expect(card().getByRole('status').textContent).toBe(t.loading);
    expect((await field()).value).toBe(SAVED.paymentInstructions);
    const hint = t.lastUpdated(formatDate(SAVED.updatedAt!), 'Ana Rodríguez Salas');
    expect(card().getByText(hint)).toBeTruthy();
    expect((await field()).getAttribute('aria-describedby')).toBe(card().getByText(hint).id);
    expect(card().queryByText(t.notConfigured)).toBeNull();
  });

  it('warns that students cannot buy until instructions are written', async () => {
    stored = { paymentInstructions: null, updatedAt: null, updatedBy: null };
    renderCard();
    expect((await field()).value).toBe('');
    expect(card().getByText(t.notConfigured)).toBeTruthy();
  });

  it('saves the instructions, saying so while it does, and shows who saved them', async () => {
    let release: () => void = () => {};
    const save = answerSave;
    answerSave = (body) => new Promise<Response>((resolve) => (release = () => resolve(save(body))));
    renderCard();
    fireEvent.change(await field(), { target: { value: 'Banco Sur\nCuenta 999  ' } });
    fireEvent.click(card().getByRole('button', { name: t.save }));
    const saving = await card().findByRole('button', { name: t.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saves).toEqual([{ paymentInstructions: 'Banco Sur\nCuenta 999' }]);
    expect((await field()).value).toBe('Banco Sur\nCuenta 999');
    expect(card().getByText(t.lastUpdated('20/03/2026', 'Carmen Rojas Vega'))).toBeTruthy();
    expect(card().getByRole('button', { name: t.save })).toBeTruthy();
  });

  it('shows the rule under the field and sends nothing when the instructions are empty or too long', async () => {
    renderCard();
    fireEvent.change(await field(), { target: { value: '   ' } });
    fireEvent.click(card().getByRole('button', { name: t.save }));
    expect((await card().findByRole('alert')).textContent).toBe(t.required);
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(await field(), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(card().getByRole('button', { name: t.save }));
    await waitFor(() => expect(card().getByRole('alert').textContent).toBe(t.tooLong));
    expect(saves).toEqual([]);
  });

  it("puts the server's verdict under the field", async () => {
    answerSave = () =>
      json(422, {
        message: t.tooLong,
        code: 'validation_failed',
        fields: { paymentInstructions: t.tooLong },
      });
    renderCard();
    fireEvent.change(await field(), { target: { value: 'Banco Sur' } });
    fireEvent.click(card().getByRole('button', { name: t.save }));
    expect((await card().findByRole('alert')).textContent).toBe(t.tooLong);
    await waitFor(async () => expect(document.activeElement).toBe(await field()));
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('offers a retry when the instructions could not be loaded', async () => {
    let fail = true;
    server.handle.mockImplementation(async () =>
      fail
        ? json(503, { message: messages.common.serviceUnavailable, code: 'service_unavailable' })
        : json(200, SAVED),
    );
    renderCard();
    expect(await card().findByText(t.loadError)).toBeTruthy();
    fail = false;
    fireEvent.click(card().getByRole('button', { name: t.retry }));
    expect((await field()).value).toBe(SAVED.paymentInstructions);
  });
});
