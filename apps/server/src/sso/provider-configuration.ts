import * as client from 'openid-client';

/** What reaching the provider takes. */
export interface ProviderAccess {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A provider that does not answer within this long is reported unreachable, not waited for. */
const PROVIDER_TIMEOUT_SECONDS = 10;

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Reads the provider's discovery document (its endpoints and signing keys' address) and checks
 * that it names the issuer it was asked for. The client authenticates the way the provider says
 * it accepts: HTTP Basic, the standard's default, unless only the secret in the form body is
 * offered. Plain http is accepted only on this machine, where a test's provider or a local
 * OIDC–SAML bridge listens (the settings refuse it elsewhere).
 */
export async function discoverProvider(access: ProviderAccess): Promise<client.Configuration> {
  const issuer = new URL(access.issuerUrl);
  const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
  const discovered = await client.discovery(issuer, access.clientId, access.clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(insecure && { execute: [client.allowInsecureRequests] }),
  });
  const metadata = discovered.serverMetadata();
  const accepted = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const configuration = new client.Configuration(
    metadata,
    access.clientId,
    access.clientSecret,
    accepted.includes('client_secret_basic')
      ? client.ClientSecretBasic(access.clientSecret)
      : client.ClientSecretPost(access.clientSecret),
  );
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (insecure) client.allowInsecureRequests(configuration);
  return configuration;
}

const cache = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's configuration, discovered once per process and version of the settings (a save
 * reads it afresh; new signing keys are fetched by the library when a token names one it has not
 * seen). A failed discovery is forgotten at once, so the next sign-in tries again.
 */
export function providerConfiguration(access: ProviderAccess, version: Date): Promise<client.Configuration> {
  const key = `${access.issuerUrl}\n${access.clientId}\n${version.toISOString()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const configuration = discoverProvider(access);
  cache.set(key, configuration);
  configuration.catch(() => cache.delete(key));
  return configuration;
}
