import { z } from 'zod';

/**
 * Every setting of the server, parsed once at start-up (docs/architecture.md#7-configuration-parsed-once).
 * Nothing else in the server reads process.env.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'debe ser true o false' })
  .transform((value) => value === 'true' || value === '1');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const positiveInt = z.coerce.number({ error: 'debe ser un número' }).int().positive();

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres://')
      .optional(),
    DATABASE_POOL_SIZE: positiveInt.default(10),
    JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    FILE_URL_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
    SESSION_MAX_DAYS: positiveInt.default(30),
    SESSION_IDLE_DAYS: positiveInt.default(7),
    SIGNED_URL_TTL_SECONDS: positiveInt.default(3600),
    COOKIE_SECURE: booleanString.optional(),
    TRUST_PROXY: booleanString.default(false),
    // How many proxies of ours stand between the client and the app (http/client-info.ts).
    TRUST_PROXY_HOPS: positiveInt.default(1),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(true),
    // Behind nginx with local-disk storage: after its checks the file route hands the file to this
    // internal nginx location (X-Accel-Redirect), which sends it with sendfile, instead of copying
    // every byte through Node (bench/REPORT.md, Range requests).
    FILES_ACCEL_REDIRECT: z
      .string()
      .regex(
        /^\/([A-Za-z0-9_][A-Za-z0-9._~-]*\/)+$/,
        'debe ser una ruta que empiece y acabe en /, p. ej. /_files/',
      )
      .refine((path) => !path.startsWith('/api/'), 'no puede estar bajo /api/, que es de la aplicación')
      .optional(),
    // With S3: the file route answers a checked link with a redirect to a presigned URL, at
    // PUBLIC_URL's origin under /{S3_BUCKET}/, which the proxy passes to the store.
    FILES_PRESIGNED_REDIRECT: booleanString.default(false),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'debe empezar por redis:// o rediss://')
      .optional(),
    REDIS_KEY_PREFIX: z.string().default('aula:'),
    SEED_DEMO: booleanString.default(true),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
    // Failed sign-ins only (docs/decisions/0018), from browsers without the account's device
    // cookie: per address across accounts, and per account from one address (a device cookie is
    // held to the latter on its own). Past SIGN_IN_SLOWDOWN_AFTER_FAILURES failures of one account
    // from anywhere, such browsers wait before their password is checked.
    RATE_LIMIT_SIGN_IN_FAILURES_PER_IP: positiveInt.default(50),
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: positiveInt.default(10),
    SIGN_IN_SLOWDOWN_AFTER_FAILURES: positiveInt.default(10),
    // Wrong second-factor codes of one account in the window, across its sign-in challenges.
    RATE_LIMIT_MFA_FAILURES_PER_ACCOUNT: positiveInt.default(10),
    // How long 'No volver a pedirlo en este navegador' lasts after a second factor; 0: not offered.
    MFA_REMEMBER_BROWSER_DAYS: z.coerce
      .number({ error: 'debe ser un número' })
      .int()
      .min(0)
      .max(365)
      .default(30),
    RATE_LIMIT_SIGN_UP_PER_IP: positiveInt.default(20),
    // '¿Olvidaste tu contraseña?' requests in the window: per email asked about (known or not) and
    // per address, so nobody floods a person's inbox or the relay.
    RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: positiveInt.default(5),
    RATE_LIMIT_PASSWORD_RESET_PER_IP: positiveInt.default(20),
    // Each checkout and each cancellation notifies every admin: one account must not flood them.
    RATE_LIMIT_CHECKOUT_PER_ACCOUNT: positiveInt.default(10),
    RATE_LIMIT_ORDER_CANCEL_PER_ACCOUNT: positiveInt.default(10),
    // Live notification streams one account may hold open on one process; a new one past the
    // cap closes that account's oldest (docs/decisions/0017).
    NOTIFICATION_STREAMS_PER_ACCOUNT: positiveInt.default(5),
    // Uploads an account has staged and not yet saved in a course: how many, and their declared
    // sizes together.
    UPLOAD_STAGED_PER_ACCOUNT: positiveInt.default(50),
    UPLOAD_STAGED_MB_PER_ACCOUNT: positiveInt.default(5120),
    // The job queue (jobs/, docs/decisions/0028-job-queue.md): how many jobs one process runs at
    // once, how often an idle process looks for due work, how long a claimed job is held before
    // another process may take it back, and after how long a due job not yet started makes the
    // health check say 'lagging'. JOBS_ENABLED=false leaves a process serving requests only.
    JOBS_ENABLED: booleanString.default(true),
    JOBS_CONCURRENCY: positiveInt.default(2),
    JOBS_POLL_MS: positiveInt.default(1000),
    JOBS_LEASE_SECONDS: positiveInt.default(60),
    JOBS_LAG_ALERT_SECONDS: positiveInt.default(300),
    // Email (mail/, docs/product/email.md): an SMTP server (smtp:// or smtps://, with credentials in
    // the URL if it needs them); without one, messages are written to DATA_DIR/mail/ and listed in
    // 'Correo enviado'. MAIL_FROM defaults to Aula at PUBLIC_URL's host. At most
    // MAIL_PER_MINUTE messages leave in a minute, across processes, so a large academy does not
    // flood its relay.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    MAIL_PER_MINUTE: positiveInt.default(120),
    // The academy's time zone: recurring schedules fire by its wall clock.
    ACADEMY_TIME_ZONE: z
      .string()
      .refine(isTimeZone, 'debe ser una zona horaria IANA, p. ej. America/Lima')
      .default('America/Lima'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    // Browser tests only: the server's clock runs ahead by the milliseconds written in this file
    // (time/file-offset-clock.ts, docs/decisions/0027-time-in-browser-tests.md).
    TEST_CLOCK_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos',
      });
    }
    if (env.FILES_ACCEL_REDIRECT && env.S3_ENDPOINT) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILES_ACCEL_REDIRECT'],
        message: 'solo sirve con los archivos en disco local: con S3_ENDPOINT use FILES_PRESIGNED_REDIRECT',
      });
    }
    if (env.FILES_PRESIGNED_REDIRECT) {
      if (!env.S3_ENDPOINT) {
        ctx.addIssue({
          code: 'custom',
          path: ['FILES_PRESIGNED_REDIRECT'],
          message: 'requiere S3_ENDPOINT: sin S3 use FILES_ACCEL_REDIRECT',
        });
      }
      // The presigned URLs name PUBLIC_URL's origin: a default of localhost would send every
      // browser to itself.
      if (!env.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'es obligatorio con FILES_PRESIGNED_REDIRECT',
        });
      }
      if (env.S3_BUCKET === 'api') {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'no puede llamarse api con FILES_PRESIGNED_REDIRECT: /api/ es de la aplicación',
        });
      }
    }
    // Certificates carry the academy's public address in their link and QR code, and so will
    // emails: in production a default of localhost would print an address nobody can open.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'es obligatorio en producción (NODE_ENV=production): la dirección pública de la academia, p. ej. https://aula.example.org, que llevan los certificados y sus códigos QR',
      });
    }
    // Several processes share one PostgreSQL: they must share the signing secrets too.
    if (env.DATABASE_URL) {
      for (const key of ['JWT_SECRET', 'FILE_URL_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'es obligatorio con DATABASE_URL' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Settings that changed name or meaning: set under the old name, they would be ignored unseen. */
const RENAMED: Record<string, string> = {
  RATE_LIMIT_SIGN_IN_PER_IP: 'RATE_LIMIT_SIGN_IN_FAILURES_PER_IP (ahora cuenta solo intentos fallidos)',
  RATE_LIMIT_SIGN_IN_PER_EMAIL:
    'RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT (ahora cuenta solo intentos fallidos)',
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const renamed = Object.keys(RENAMED).filter((name) => name in cleaned);
  if (renamed.length) {
    const lines = renamed.map((name) => `  - ${name}: se llama ${RENAMED[name]}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  return result.data;
}
