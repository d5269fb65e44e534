import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs. Credentials never reach a log line, whatever a caller passes. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'access_token',
          '*.access_token',
          'refresh_token',
          'headers.authorization',
          'headers.cookie',
          // The embedded database attaches a failed statement's values to its error: they may be
          // a token's hash or a person's data, and the statement itself says enough.
          'err.params',
        ],
        censor: '[redactado]',
      },
    },
    destination,
  );
}
