import { mailMessages, sentMailMessages } from '@aula/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, http, recordRequests, refusal } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { UnsubscribePage } from './unsubscribe-page';

const t = mailMessages.unsubscribePage;
const TOKEN = `${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}.orders.${'A'.repeat(43)}`;

describe('/unsubscribe', () => {
  it('asks first, then turns that kind off with the link’s token, without a session', async () => {
    const calls = recordRequests({ query: true });
    const message = sentMailMessages.unsubscribed(mailMessages.preferences.kinds.orders);
    apiServer.use(http.post('/api/unsubscribe', () => answer(200, { kind: 'orders', message })));
    renderWithProviders(<UnsubscribePage token={TOKEN} />);
    expect(screen.getByText(t.confirm(mailMessages.preferences.kinds.orders))).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(calls).toEqual([`POST /api/unsubscribe?token=${encodeURIComponent(TOKEN)}`]);
  });

  it('says why a link does not work', async () => {
    apiServer.use(
      http.post('/api/unsubscribe', () => refusal(410, 'link_invalid', sentMailMessages.unsubscribeInvalid)),
    );
    renderWithProviders(<UnsubscribePage token={TOKEN} />);
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(sentMailMessages.unsubscribeInvalid)).toBeTruthy();
  });

  it('asks for the whole link when the token is missing', () => {
    renderWithProviders(<UnsubscribePage token={null} />);
    expect(screen.getByRole('alert').textContent).toBe(t.missing);
  });
});
