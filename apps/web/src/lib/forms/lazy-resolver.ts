import { messages } from '@aula/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<Values extends FieldValues, Context, Output> {
  resolver: Resolver<Values, Context, Output>;
  /** Starts loading the validation, for a form to call as soon as it is used. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose validation (a zod schema, and zod with it) is downloaded on
 * first use instead of before the form can show. Should the download fail, the form gets a
 * form-wide error (`errors.root`) saying there is no connection, and the next attempt loads again.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): LazyResolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => {
      let resolver: Resolver<Values, Context, Output>;
      try {
        resolver = await loaded();
      } catch {
        // RHF types `root` as also holding named sub-errors; a plain one is what it stores itself.
        const noConnection = { root: { type: 'network', message: messages.common.networkError } };
        return { values: {}, errors: noConnection as FieldErrors<Values> };
      }
      return resolver(values, context, options);
    },
    preload: () => {
      loaded().catch(() => {});
    },
  };
}
