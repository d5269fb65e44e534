import type { AppRole } from '@aula/shared';

/**
 * Who is calling: resolved from the access token and checked against the live session by
 * `requireAuth` (auth/auth-context.ts), then read by every handler as `c.var.viewer`. It is a type
 * only, so the web layer (http/) and any feature may name it without importing the middleware.
 */
export interface Viewer {
  userId: string;
  sessionId: string;
  profileId: string;
  role: AppRole;
  roleCode: string;
  /** whether they supervise a unit now (docs/decisions/0032-supervisors.md) */
  supervisor: boolean;
}
