import type { Context } from 'hono';
import * as client from 'openid-client';
import type { AppEnv } from '../http/app-env';
import { activeSsoSettings, providerOf } from './sso-settings';

/**
 * Where a browser goes to end its session at the identity provider too, once Aula's session
 * opened through it has ended: a shared computer on a ward must not leave the next person one
 * click from the last one's account. Undefined when the provider offers no sign-out
 * (`end_session_endpoint`) or cannot be reached; Aula's own session has ended either way.
 */
export async function providerSignOutUrl(c: Context<AppEnv>): Promise<string | undefined> {
  const { db, config } = c.var.deps;
  const settings = await activeSsoSettings(db.kysely);
  if (!settings) return undefined;
  try {
    const configuration = await providerOf(config, settings);
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(configuration, {
      client_id: settings.client_id,
      post_logout_redirect_uri: `${config.publicUrl}/login`,
    }).href;
  } catch (error) {
    c.var.log.warn({ err: error }, 'identity provider unreachable at sign-out');
    return undefined;
  }
}
