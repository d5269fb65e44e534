import { mailMessages, messages } from '@aula/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { MailPreferencesCard } from './mail-preferences-card';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = mailMessages.preferences;
const DEFAULTS = { orders: true, certificates: true, comments: false, lessons: false, training: true };

describe('Notificaciones', () => {
  it('shows each kind with the person’s choice (replies and new lessons off by default) and saves them', async () => {
    const saved: unknown[] = [];
    apiServer.use(
      http.get('/api/account/mail-preferences', () => answer(200, DEFAULTS)),
      http.put('/api/account/mail-preferences', async ({ request }) => {
        saved.push(await request.json());
        return answer(200, {
          orders: false,
          certificates: false,
          comments: true,
          lessons: false,
          training: true,
        });
      }),
    );
    renderWithProviders(<MailPreferencesCard />);
    const card = within(await screen.findByRole('region', { name: t.title }));
    const orders = await card.findByRole('checkbox', { name: t.kinds.orders });
    expect((orders as HTMLInputElement).checked).toBe(true);
    expect((card.getByRole('checkbox', { name: t.kinds.certificates }) as HTMLInputElement).checked).toBe(
      true,
    );

    const comments = card.getByRole('checkbox', { name: t.kinds.comments }) as HTMLInputElement;
    expect(comments.checked).toBe(false);
    expect((card.getByRole('checkbox', { name: t.kinds.lessons }) as HTMLInputElement).checked).toBe(false);
    expect((card.getByRole('checkbox', { name: t.kinds.training }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(orders);
    fireEvent.click(card.getByRole('checkbox', { name: t.kinds.certificates }));
    fireEvent.click(comments);
    fireEvent.click(card.getByRole('button', { name: t.save }));
    await waitFor(() => expect(fakeToast.success).toHaveBeenCalledWith(t.saved));
    expect(saved).toEqual([
      { orders: false, certificates: false, comments: true, lessons: false, training: true },
    ]);
    await waitFor(() =>
      expect((card.getByRole('checkbox', { name: t.kinds.orders }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('says when they cannot be loaded, and when saving fails', async () => {
    apiServer.use(
      http.get('/api/account/mail-preferences', () =>
        refusal(500, 'internal', messages.common.unexpectedError),
      ),
    );
    renderWithProviders(<MailPreferencesCard />);
    expect(await screen.findByText(t.loadError)).toBeTruthy();

    apiServer.use(
      http.get('/api/account/mail-preferences', () => answer(200, DEFAULTS)),
      http.put('/api/account/mail-preferences', () =>
        refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    fireEvent.click(await screen.findByRole('button', { name: t.save }));
    expect(await screen.findByText(messages.common.serviceUnavailable)).toBeTruthy();
  });
});
