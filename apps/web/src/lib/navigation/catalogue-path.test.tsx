import { ROLE_CODES } from '@aula/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSessionResponse } from '@/test/session-response';
import { sessionStore } from '../session/session-store';
import { useCataloguePath } from './catalogue-path';

afterEach(() => sessionStore.close('no-session'));

const signedInAs = (code: string) =>
  sessionStore.open(testSessionResponse('token', { rol: { code, name: code } }));

describe('useCataloguePath', () => {
  it('leads a student to their Cursos page, the catalogue', () => {
    signedInAs(ROLE_CODES.student);
    expect(renderHook(() => useCataloguePath()).result.current).toBe('/dashboard/courses');
  });

  it.each([ROLE_CODES.instructor, ROLE_CODES.admin])(
    'leads role %s to the catalogue, not to their course management',
    (code) => {
      signedInAs(code);
      expect(renderHook(() => useCataloguePath()).result.current).toBe('/dashboard/browse');
    },
  );
});
