import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

const secrets = { JWT_SECRET: 'x'.repeat(32), FILE_URL_SECRET: 'y'.repeat(32) };
const s3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'aula',
  S3_ACCESS_KEY_ID: 'k',
  S3_SECRET_ACCESS_KEY: 's',
};

describe('parseEnv', () => {
  it('gives embedded-mode defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      SIGNED_URL_TTL_SECONDS: 3600,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('refuses a wrong value naming the variable', () => {
    expect(() => parseEnv({ PORT: 'tres mil' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'tres mil' })).toThrow(/PORT/);
    expect(() => parseEnv({ SEED_DEMO: 'quizás' })).toThrow(/SEED_DEMO: debe ser true o false/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: debe empezar por postgres:\/\//,
    );
  });

  it('requires PUBLIC_URL in production, where certificates print it; not in development', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: es obligatorio en producción/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://aula.example.org' }).PUBLIC_URL).toBe(
      'https://aula.example.org',
    );
    expect(parseEnv({}).PUBLIC_URL).toBeUndefined();
  });

  it('requires the shared secrets with PostgreSQL, since several processes must agree on them', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/aula' })).toThrow(
      /JWT_SECRET: es obligatorio con DATABASE_URL/,
    );
    expect(parseEnv({ DATABASE_URL: 'postgres://db/aula', ...secrets }).DATABASE_URL).toBe(
      'postgres://db/aula',
    );
  });

  it('requires the S3 settings together', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    const env = parseEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'aula',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(env.S3_BUCKET).toBe('aula');
  });

  it('refuses short secrets', () => {
    expect(() => parseEnv({ JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET: debe tener al menos 32 caracteres/);
  });

  it('accepts an X-Accel-Redirect location for local-disk files only, as an internal path', () => {
    expect(parseEnv({}).FILES_ACCEL_REDIRECT).toBeUndefined();
    expect(parseEnv({ FILES_ACCEL_REDIRECT: '/_files/' }).FILES_ACCEL_REDIRECT).toBe('/_files/');
    for (const path of ['_files/', '/_files', '/../etc/', '/api/files/', '/a b/'])
      expect(() => parseEnv({ FILES_ACCEL_REDIRECT: path }), path).toThrow(/FILES_ACCEL_REDIRECT/);
    expect(() => parseEnv({ FILES_ACCEL_REDIRECT: '/_files/', ...s3 })).toThrow(
      /FILES_ACCEL_REDIRECT: solo sirve con los archivos en disco local/,
    );
  });

  it('accepts presigned redirects only with S3 and a public address', () => {
    expect(parseEnv({}).FILES_PRESIGNED_REDIRECT).toBe(false);
    expect(() => parseEnv({ FILES_PRESIGNED_REDIRECT: 'true' })).toThrow(
      /FILES_PRESIGNED_REDIRECT: requiere S3_ENDPOINT/,
    );
    expect(() => parseEnv({ FILES_PRESIGNED_REDIRECT: 'true', ...s3 })).toThrow(
      /PUBLIC_URL: es obligatorio con FILES_PRESIGNED_REDIRECT/,
    );
    expect(() =>
      parseEnv({
        FILES_PRESIGNED_REDIRECT: 'true',
        ...s3,
        S3_BUCKET: 'api',
        PUBLIC_URL: 'https://aula.example.org',
      }),
    ).toThrow(/S3_BUCKET: no puede llamarse api/);
    const env = parseEnv({ FILES_PRESIGNED_REDIRECT: 'true', ...s3, PUBLIC_URL: 'https://aula.example.org' });
    expect(env.FILES_PRESIGNED_REDIRECT).toBe(true);
  });

  it('refuses the sign-in limits under their old names, which counted successes too', () => {
    expect(() => parseEnv({ RATE_LIMIT_SIGN_IN_PER_EMAIL: '10' })).toThrow(
      /RATE_LIMIT_SIGN_IN_PER_EMAIL: se llama RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT/,
    );
    expect(
      parseEnv({ RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: '10' }).RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT,
    ).toBe(10);
  });
});
