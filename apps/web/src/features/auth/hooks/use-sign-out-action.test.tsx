import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { answer, apiServer, http, noContent } from '@/test/api-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { useSignOutAction } from './use-sign-out-action';

const END_SESSION = 'https://id.redsalud.pe/session/end?client_id=aula';

function SignOutButton() {
  const { signOut } = useSignOutAction();
  return (
    <button type="button" onClick={signOut}>
      Cerrar Sesión
    </button>
  );
}

let leftFor: string[];
beforeEach(() => {
  leftFor = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url) => void leftFor.push(String(url)));
});

describe("'Cerrar Sesión'", () => {
  it("ends a session opened through the institution there too, after ending Aula's", async () => {
    apiServer.use(http.post('/api/auth/sign-out', () => answer(200, { endSessionUrl: END_SESSION })));
    renderWithProviders(<SignOutButton />, { user: 'STUDENT' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(leftFor).toEqual([END_SESSION]));
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('stays in Aula after a password session', async () => {
    apiServer.use(http.post('/api/auth/sign-out', () => noContent()));
    renderWithProviders(<SignOutButton />, { user: 'STUDENT' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(sessionStore.get().status).toBe('signed-out'));
    expect(leftFor).toEqual([]);
  });
});
