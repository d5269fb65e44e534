import { messages } from '@aula/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerErrors, serverErrors } from './server-errors';

const FIELDS = ['email', 'names'] as const;

describe('serverErrors', () => {
  it("puts the server's messages under the form's own fields, and nothing above them", () => {
    const refused = new ApiError('Revisa los campos', 'validation_failed', 422, {
      email: 'El email ya está registrado',
      names: 'Escribe tus nombres',
    });
    expect(serverErrors(refused, FIELDS)).toEqual({
      fields: [
        { name: 'email', message: 'El email ya está registrado' },
        { name: 'names', message: 'Escribe tus nombres' },
      ],
      form: null,
    });
  });

  it('says above the buttons what no field of the form is to blame for', () => {
    const forbidden = new ApiError(messages.common.forbidden, 'forbidden', 403);
    expect(serverErrors(forbidden, FIELDS)).toEqual({ fields: [], form: messages.common.forbidden });
    const otherField = new ApiError('Revisa los campos', 'validation_failed', 422, { role: 'Rol no válido' });
    expect(serverErrors(otherField, FIELDS)).toEqual({ fields: [], form: 'Revisa los campos' });
  });

  it("gives a generic message for an error that is not the API's", () => {
    expect(serverErrors(new TypeError('boom'), FIELDS)).toEqual({
      fields: [],
      form: messages.common.unexpectedError,
    });
  });
});

describe('applyServerErrors', () => {
  it('sets each message on its field and answers the first field and what is left for the form', () => {
    const setError = vi.fn();
    const refused = new ApiError('Revisa los campos', 'validation_failed', 422, {
      names: 'Escribe tus nombres',
      email: 'El email ya está registrado',
    });
    expect(applyServerErrors(refused, FIELDS, setError)).toEqual({ form: null, firstField: 'names' });
    expect(setError.mock.calls).toEqual([
      ['names', { type: 'server', message: 'Escribe tus nombres' }],
      ['email', { type: 'server', message: 'El email ya está registrado' }],
    ]);
  });
});
