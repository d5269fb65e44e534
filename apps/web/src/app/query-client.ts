import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { noteEnrollmentRefusal } from '../lib/session/enrollment-refusal';
import { isRetryableFailure } from '../lib/session/refresh-policy';

/**
 * Reads retry only what may pass by itself (a lost connection, a gateway hiccup); a 4xx answer is
 * final. Any read or save the server refuses for want of a second factor opens the dashboard's
 * enrolment step (lib/session/enrollment-refusal.ts).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => noteEnrollmentRefusal(error) }),
  mutationCache: new MutationCache({ onError: (error) => noteEnrollmentRefusal(error) }),
  defaultOptions: {
    queries: { retry: (failures, error) => failures < 2 && isRetryableFailure(error) },
  },
});
