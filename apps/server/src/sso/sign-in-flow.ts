import type { SsoError } from '@aula/shared';
import type { Context } from 'hono';
import * as client from 'openid-client';
import { startSession } from '../auth/sessions';
import { setRefreshCookie } from '../auth/refresh-cookie';
import type { AppEnv } from '../http/app-env';
import { clientOf } from '../http/client-info';
import { enabledMfa } from '../mfa/enabled-mfa';
import { openChallenge } from '../mfa/sign-in-challenge';
import { recordSecurityEvent, requestOrigin } from '../security-log/record-security-event';
import { rememberPendingSignIn, takePendingSignIn } from './pending-sign-in';
import { accountForProviderPerson, SsoRefusal, type ProviderClaims } from './provider-person';
import { activeSsoSettings, callbackUrl, providerOf } from './sso-settings';

/** Where a sign-in goes afterwards: a path of the app, never another site. */
export function safeReturnPath(value: string | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/dashboard';
}

/** The sign-in screen with the reason a single sign-on did not open a session. */
const backToSignIn = (c: Context<AppEnv>, reason: SsoError) => c.redirect(`/login?sso_error=${reason}`, 302);

/**
 * 'Ingresar con <institución>' (docs/product/single-sign-on.md#the-flow): sends the browser to the
 * provider with a fresh `state`, `nonce` and PKCE challenge, remembered in this browser only.
 */
export async function startProviderSignIn(
  c: Context<AppEnv>,
  returnTo: string | undefined,
  loginHint: string | undefined,
) {
  const settings = await activeSsoSettings(c.var.deps.db.kysely);
  if (!settings) return backToSignIn(c, 'unavailable');
  let configuration: client.Configuration;
  try {
    configuration = await providerOf(c.var.deps.config, settings);
  } catch (error) {
    c.var.log.warn({ err: error }, 'identity provider unreachable');
    return backToSignIn(c, 'unavailable');
  }
  const pending = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(returnTo),
  };
  rememberPendingSignIn(c, pending);
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(c.var.deps.config),
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ...(loginHint && { login_hint: loginHint }),
  });
  return c.redirect(url.href, 302);
}

/**
 * The provider's answer: checked against this browser's pending sign-in (state, nonce, PKCE, the
 * ID token's signature, issuer, audience and lifetime, by openid-client), then the person's
 * account is found or created and a session opened, or the local second factor asked when the
 * account has one. Every refusal goes back to the sign-in screen with its reason, and into the
 * security log.
 */
export async function finishProviderSignIn(c: Context<AppEnv>) {
  const { db, config, clock } = c.var.deps;
  const refuse = async (reason: SsoError, detail?: string) => {
    await recordSecurityEvent(c, {
      type: 'sign_in',
      outcome: 'failure',
      actor: null,
      details: { method: 'sso', reason, ...(detail && { detail: detail.slice(0, 200) }) },
    });
    return backToSignIn(c, reason);
  };
  const pending = takePendingSignIn(c);
  if (!pending) return refuse('expired');
  const settings = await activeSsoSettings(db.kysely);
  if (!settings) return refuse('unavailable');
  let claims: ProviderClaims;
  try {
    const configuration = await providerOf(c.var.deps.config, settings);
    // The address the provider redirected to, as registered: the app may sit behind a proxy.
    const answered = new URL(callbackUrl(config));
    answered.search = new URL(c.req.url).search;
    const tokens = await client.authorizationCodeGrant(configuration, answered, {
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      pkceCodeVerifier: pending.verifier,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return refuse('refused', 'no id_token');
    claims = { ...idClaims };
    if (configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      // The answer's subject was checked against the token's: both speak of the same person.
      claims = { ...idClaims, ...userInfo };
    }
  } catch (error) {
    return refuse('refused', error instanceof Error ? error.message : String(error));
  }
  let account: { userId: string; created: boolean };
  try {
    account = await accountForProviderPerson(db.kysely, settings, claims, requestOrigin(c));
  } catch (error) {
    if (error instanceof SsoRefusal) return refuse(error.reason, error.detail);
    throw error;
  }
  const { userId } = account;
  // The provider vouched for the person; an account with a second factor still gives its code.
  if (await enabledMfa(db.kysely, userId)) {
    const challenge = await openChallenge(db.kysely, userId, clock.now(), 'sso');
    const step = new URLSearchParams({
      sso_mfa: challenge.challenge,
      expires_at: String(challenge.expiresAt),
      // Not offered: the remembered-browser cookie is SameSite=Strict, and the provider's redirect
      // back is a navigation from another site, which never carries it.
      remember_days: '0',
      return_to: pending.returnTo,
    });
    // In the fragment: it never reaches a server's or a proxy's log.
    return c.redirect(`/login#${step}`, 302);
  }
  const session = await startSession(db.kysely, config, userId, clientOf(c), clock.now(), 'sso');
  await recordSecurityEvent(c, {
    type: 'sign_in',
    outcome: 'success',
    actor: { userId },
    sessionId: session.sessionId,
    details: { method: 'sso', created: account.created, secondFactor: 'none' },
  });
  setRefreshCookie(c, session.refreshToken);
  return c.redirect(pending.returnTo, 302);
}
