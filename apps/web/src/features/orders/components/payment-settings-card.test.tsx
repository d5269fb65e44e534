import { messages, type PaymentSettings, orderMessages } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format-date';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaymentSettingsCard } from './payment-settings-card';

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
    return answer(200, stored);
  };
  apiServer.use(
    http.get('/api/settings/payment', () => answer(200, stored)),
    http.put('/api/settings/payment', async ({ request }) => {
      const body = (await request.json()) as { paymentInstructions: string };
      saves.push(body);
      return answerSave(body);
    }),
  );
});

const renderCard = () =>
  renderWithProviders(<PaymentSettingsCard />, { path: '/dashboard/settings', user: 'ADMIN' });

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
    // Made before the click: its request reaches the server only a moment after it.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const save = answerSave;
    answerSave = (body) => released.then(() => save(body));
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
      answer(422, {
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
    apiServer.use(
      http.get(
        '/api/settings/payment',
        () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
        {
          once: true,
        },
      ),
    );
    renderCard();
    expect(await card().findByText(t.loadError)).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: t.retry }));
    expect((await field()).value).toBe(SAVED.paymentInstructions);
  });
});
