import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

const secrets = { JWT_SECRET: 'x'.repeat(32), FILE_URL_SECRET: 'y'.repeat(32) };

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
});
