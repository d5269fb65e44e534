import { messages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { serverErrors } from './server-errors';

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
