import { messages, mfaMessages, type SecuritySettings } from '@aula/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer, http, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { AcademySecurityCard } from './academy-security-card';

const fakeToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: fakeToast }));

const t = mfaMessages.academy;

let stored: SecuritySettings;
let answerSave: (body: SecuritySettings) => Response;
const saves: unknown[] = [];

beforeEach(() => {
  stored = { mfaRequiredForInstructors: false };
  saves.length = 0;
  answerSave = (body) => {
    stored = body;
    return answer(200, stored);
  };
  apiServer.use(
    http.get('/api/settings/security', () => answer(200, stored)),
    http.put('/api/settings/security', async ({ request }) => {
      const body = (await request.json()) as SecuritySettings;
      saves.push(body);
      return answerSave(body);
    }),
  );
});

// The rule is the admins' to set.
const renderCard = () => renderWithProviders(<AcademySecurityCard />, { user: 'ADMIN' });

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
    const released = new Promise<void>((resolve) => (release = resolve));
    // Answering nothing passes the save on to the handler above, once released.
    apiServer.use(http.put('/api/settings/security', () => released.then(() => undefined)));
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
    answerSave = () => refusal(403, 'forbidden', messages.common.forbidden);
    renderCard();
    fireEvent.click(await checkbox());
    fireEvent.click(card().getByRole('button', { name: t.save }));
    expect((await card().findByRole('alert')).textContent).toBe(messages.common.forbidden);
    expect((await checkbox()).checked).toBe(true);
    expect(fakeToast.success).not.toHaveBeenCalled();
  });

  it('offers a retry when the rule could not be loaded', async () => {
    apiServer.use(
      http.get(
        '/api/settings/security',
        () => refusal(503, 'service_unavailable', messages.common.serviceUnavailable),
        { once: true },
      ),
    );
    renderCard();
    expect(await card().findByText(t.loadError)).toBeTruthy();
    fireEvent.click(card().getByRole('button', { name: t.retry }));
    expect((await checkbox()).checked).toBe(false);
  });
});
