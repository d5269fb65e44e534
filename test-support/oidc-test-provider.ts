import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified by the OpenID
 * Foundation) on a loopback port, standing in for a hospital's identity provider in the single
 * sign-on tests: the API suite (apps/server/test/sso.test.ts) and the browser test through
 * e2e/oidc-provider.ts. People sign in on its development login form, where any login is
 * accepted and names the account; what the provider then says of that person (verified email,
 * unit, position, role) comes from the accounts given here.
 */

/** What the provider says of one person, besides `sub`. */
export type TestClaims = Record<string, unknown> & { email?: string; email_verified?: boolean };

export type TestClient = ClientMetadata & {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
};

export interface OidcTestProvider {
  issuer: string;
  /** Says `claims` of the person who types `login` on the login form from now on. */
  setAccount(login: string, claims: TestClaims): void;
  close(): Promise<void>;
}

export interface OidcTestProviderOptions {
  clients: TestClient[];
  /** People the provider knows; anyone else typed on the form is `{ email: login, email_verified: true }`. */
  accounts?: Record<string, TestClaims>;
  /** 0 (the default) for a free one. */
  port?: number;
}

/** The claims each scope releases. Unit, position and role ride on `profile`, as a directory's attribute mappers put them. */
const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'unidad', 'puesto', 'rol'],
};

export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: options.clients,
    claims: CLAIMS,
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's 'sign out here too?' page, in the hospital's language.
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = `<!DOCTYPE html><html lang="es"><head><title>Cerrar sesión</title></head><body>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Cerrar también la sesión institucional</button></body></html>`;
        },
      },
    },
    findAccount: (_ctx: KoaContextWithOIDC, login: string) => ({
      accountId: login,
      claims: () => ({ sub: login, ...(accounts.get(login) ?? { email: login, email_verified: true }) }),
    }),
    // Consent is the hospital's business, not the tests': every client is granted what it asks.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    setAccount: (login, claims) => void accounts.set(login, claims),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
