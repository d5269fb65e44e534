/**
 * The two app servers a browser test run starts (playwright.config.ts): where they listen, the
 * data folder each one gets from the runner, and the file that moves each one's clock
 * (docs/decisions/0027-time-in-browser-tests.md); and the SMTP server the main one sends its
 * email to. The runner, its teardown and the tests all name them from here.
 */
export const E2E_SERVERS = {
  /** The instance nearly every test uses. */
  main: { port: 3100, dataDirVariable: 'AULA_E2E_DATA_DIR' },
  /** Access tokens live 95 s: a test outlives one (short-session.spec.ts). */
  shortSession: { port: 3101, dataDirVariable: 'AULA_E2E_SHORT_DATA_DIR' },
} as const;

export type E2EServer = (typeof E2E_SERVERS)[keyof typeof E2E_SERVERS];

export const originOf = (server: E2EServer) => `http://127.0.0.1:${server.port}`;

/** The server listening at `origin`. */
export function serverAt(origin: string): E2EServer {
  const server = Object.values(E2E_SERVERS).find(
    (candidate) => originOf(candidate) === new URL(origin).origin,
  );
  if (!server) throw new Error(`no browser-test server listens at ${origin}`);
  return server;
}

/** The server's data folder, which the runner made and handed down to every worker. */
export function dataDirOf(server: E2EServer): string {
  const dataDir = process.env[server.dataDirVariable];
  if (!dataDir)
    throw new Error(`${server.dataDirVariable} is not set: run the tests through playwright.config.ts`);
  return dataDir;
}

/** Beside the data folder, not in it: the server never reads its own folder for it. */
export const clockFileOf = (server: E2EServer) => `${dataDirOf(server)}-clock`;

/** Where the SMTP server of the run (smtp-sink.ts) listens; the main server's SMTP_URL names it. */
export const SMTP_SINK_PORT = 2525;

/**
 * The folder the SMTP server writes each message it receives to, for the tests to read
 * (tests/mailbox.ts): beside the main server's data folder, which the server never reads for it.
 */
export const mailboxDir = () => `${dataDirOf(E2E_SERVERS.main)}-mailbox`;

/**
 * Where the run's OpenID provider listens (oidc-provider.ts): the hospital's identity provider of
 * the single sign-on test, with its client registered for the main server.
 */
export const OIDC_PROVIDER_PORT = 3102;
export const OIDC_CLIENT = { client_id: 'aula-e2e', client_secret: 'secreto-e2e-del-hospital' } as const;
