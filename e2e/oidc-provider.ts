import { startOidcTestProvider } from '../test-support/oidc-test-provider';
import { E2E_SERVERS, OIDC_CLIENT, OIDC_PROVIDER_PORT, originOf } from './e2e-servers';
import { OIDC_PEOPLE } from './oidc-people';

/**
 * The identity provider of a browser test run (playwright.config.ts starts it): a real OpenID
 * provider on loopback with the main server registered as its client. Who signs in on its form
 * is named by the login typed (oidc-people.ts).
 */
const app = originOf(E2E_SERVERS.main);

const provider = await startOidcTestProvider({
  port: OIDC_PROVIDER_PORT,
  clients: [
    {
      ...OIDC_CLIENT,
      redirect_uris: [`${app}/api/auth/sso/callback`],
      post_logout_redirect_uris: [`${app}/login`],
    },
  ],
  accounts: Object.fromEntries(Object.values(OIDC_PEOPLE).map((person) => [person.login, person.claims])),
});

process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
