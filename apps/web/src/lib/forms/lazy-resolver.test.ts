import { messages } from '@aula/shared';
import type { Resolver, ResolverError, ResolverOptions, ResolverSuccess } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

interface Credentials {
  email: string;
}

const options: ResolverOptions<Credentials> = { fields: {}, shouldUseNativeValidation: false };

const requireEmail: Resolver<Credentials> = (values) => {
  const valid: ResolverSuccess<Credentials> = { values, errors: {} };
  const invalid: ResolverError<Credentials> = {
    values: {},
    errors: { email: { type: 'required', message: 'Escribe tu email' } },
  };
  return values.email ? valid : invalid;
};

describe('lazyResolver', () => {
  it('loads the validation once, on first use or when preloaded, and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(requireEmail));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'required', message: 'Escribe tu email' } },
    });
    expect(await resolver({ email: 'ana@aula.test' }, undefined, options)).toEqual({
      values: { email: 'ana@aula.test' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says there is no connection when the validation cannot be downloaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Credentials>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(requireEmail);
    const { resolver, preload } = lazyResolver(load);

    preload();
    expect(await resolver({ email: 'ana@aula.test' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'network', message: messages.common.networkError } },
    });
    expect(await resolver({ email: 'ana@aula.test' }, undefined, options)).toEqual({
      values: { email: 'ana@aula.test' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
