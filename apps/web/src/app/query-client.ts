import { QueryClient } from '@tanstack/react-query';
import { isRetryableFailure } from '../lib/session/refresh-policy';

/** Reads retry only what may pass by itself (a lost connection, a gateway hiccup); a 4xx answer is final. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (failures, error) => failures < 2 && isRetryableFailure(error) },
  },
});
