import { messages } from '@aula/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SignInForm } from './sign-in-form';

const FORGOT_PASSWORD_PAGE = 'Página de recuperación';

describe('the sign-in form', () => {
  it('offers ‘¿Olvidaste tu contraseña?’ under the button, which opens /forgot-password', async () => {
    const { router } = renderWithProviders(<SignInForm onChallenge={() => {}} />, {
      path: '/login',
      routes: [{ path: '/forgot-password', element: <h1>{FORGOT_PASSWORD_PAGE}</h1> }],
    });
    const link = screen.getByRole('link', { name: messages.signIn.forgotPassword });
    const submit = screen.getByRole('button', { name: messages.signIn.submit });
    expect(submit.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: FORGOT_PASSWORD_PAGE })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
