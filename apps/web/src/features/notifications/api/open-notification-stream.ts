import { api, unwrap } from '@/lib/api/client';
import { ApiError } from '@/lib/api/api-error';

/**
 * Opens the live stream through the one API client, so it carries the access token in the
 * Authorization header and renews an expired session like any other request (docs/decisions/0005).
 */
export async function openNotificationStream(signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const body = await unwrap(api.GET('/api/notifications/stream', { parseAs: 'stream', signal }));
  if (!body) throw ApiError.network();
  return body;
}
