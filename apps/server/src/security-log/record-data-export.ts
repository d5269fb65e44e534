import type { PersonalDataExport } from '@aula/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { recordSecurityEvent } from './record-security-event';

/**
 * A download of personal data, with the filters that chose its rows (as an address's query would
 * write them), recorded once the caller's right to it was checked and before its first byte goes.
 */
export function recordDataExport(
  c: Context<AppEnv>,
  what: PersonalDataExport,
  filters: Record<string, string | number | boolean | undefined>,
): Promise<void> {
  const chosen = new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '' && value !== 'all')
      .map(([key, value]): [string, string] => [key, String(value)]),
  );
  return recordSecurityEvent(c, {
    type: 'data_export',
    outcome: 'success',
    details: { export: what, filters: chosen.toString() },
  });
}
