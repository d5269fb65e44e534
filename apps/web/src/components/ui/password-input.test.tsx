import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides what was typed until asked, and its button says what pressing it does', () => {
    render(<PasswordInput aria-label="Contraseña" showLabel="Mostrar" hideLabel="Ocultar" />);
    const input = screen.getByLabelText('Contraseña') as HTMLInputElement;
    expect(input.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(input.type).toBe('text');

    const hide = screen.getByRole('button', { name: 'Ocultar' });
    // A name that changes with the state already says it: a pressed state would contradict it.
    expect(hide.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(hide);
    expect(input.type).toBe('password');
  });
});
