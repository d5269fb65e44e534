import type { Viewer } from '../auth/viewer';
import type { Logger } from '../core/logger';
import type { AppDeps } from '../deps';

/** What a request carries through Hono: the app's dependencies, its id and logger, and who calls. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    viewer: Viewer;
    /** Set when the body went past its route's limit while being read (http/body-limits.ts). */
    bodyTooLarge?: boolean;
  };
}
