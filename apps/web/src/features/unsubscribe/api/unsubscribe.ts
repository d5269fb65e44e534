import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

export function unsubscribe(token: string) {
  return unwrap(api.POST('/api/unsubscribe', { params: { query: { token } } }));
}

/** 'Sí, dejar de recibirlos': that kind of email stops for the account the link names. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
