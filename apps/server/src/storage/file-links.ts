import type { Config } from '../config/config';
import type { Clock } from '../time/clock';
import { signFileUrl } from './signed-url';

/**
 * Stored keys as the expiring links that leave the server (docs/product/courses.md#media-links),
 * signed at the app's clock so that their lifetime moves with it (docs/architecture.md#injectable-clock).
 * Presenters receive this instead of the configuration: signing is all they need of it.
 */
export interface FileLinks {
  /** A link anyone who holds it may open until it expires (photos, thumbnails); no key, no link. */
  signed(key: string | null): string | null;
  /**
   * Course content (a lesson's video or PDF, a preview video) as a link signed for the person it
   * is shown to: the file route checks that person's right to it on every request (files/media-access.ts).
   */
  forViewer(key: string | null, viewerId: string): string | null;
}

export function createFileLinks(config: Config, clock: Clock): FileLinks {
  const sign = (key: string, viewerId?: string) =>
    signFileUrl(
      config.fileUrlSecret,
      key,
      config.env.SIGNED_URL_TTL_SECONDS,
      clock.now().getTime(),
      viewerId,
    );
  return {
    signed: (key) => (key ? sign(key) : null),
    forViewer: (key, viewerId) => (key ? sign(key, viewerId) : null),
  };
}
