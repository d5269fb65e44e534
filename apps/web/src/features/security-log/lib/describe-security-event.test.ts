import { type SecurityEvent, securityLogMessages } from '@aula/shared';
import { describe, expect, it } from 'vitest';
import { eventDetails, eventTypeLabel } from './describe-security-event';

const t = securityLogMessages;

const event = (type: string, outcome: 'success' | 'failure', details: SecurityEvent['details']) =>
  ({ type, outcome, details }) as SecurityEvent;

/** The second factor's events, as an admin reads them in 'Registro de seguridad'. */
describe('second-factor events', () => {
  it('names each kind in Spanish', () => {
    expect(eventTypeLabel('mfa_enabled')).toBe('Activación de la verificación en dos pasos');
    expect(eventTypeLabel('mfa_reset')).toBe('Restablecimiento de la verificación en dos pasos');
  });

  it('says how a sign-in passed its second step', () => {
    expect(eventDetails(event('sign_in', 'success', { secondFactor: 'app' }))).toEqual([
      'Con el código de la aplicación',
    ]);
    expect(eventDetails(event('sign_in', 'success', { secondFactor: 'trusted_browser' }))).toEqual([
      'En un navegador recordado, sin código',
    ]);
    expect(eventDetails(event('sign_in', 'success', { secondFactor: 'none' }))).toEqual([]);
  });

  it('says why a second step failed, what confirmed a change, and what is left', () => {
    expect(eventDetails(event('mfa_challenge', 'failure', { reason: 'used' }))).toEqual(['Código ya usado']);
    expect(eventDetails(event('mfa_disabled', 'success', { confirmedWith: 'recovery_code' }))).toEqual([
      'Confirmado: con un código de recuperación',
    ]);
    expect(eventDetails(event('mfa_recovery_code_used', 'success', { recoveryCodesLeft: 3 }))).toEqual([
      t.screen.recoveryCodesLeft(3),
    ]);
    expect(eventDetails(event('mfa_policy_change', 'success', { requiredForInstructors: true }))).toEqual([
      'Ahora se exige a los instructores',
    ]);
  });
});

describe('supervision changes', () => {
  it('say which units the person now supervises and which they no longer do', () => {
    expect(eventTypeLabel('supervision_change')).toBe('Cambio de unidades supervisadas');
    expect(
      eventDetails(
        event('supervision_change', 'success', { granted: 'Hospital Central / UCI', removed: 'Laboratorio' }),
      ),
    ).toEqual(['Ahora supervisa: Hospital Central / UCI', 'Deja de supervisar: Laboratorio']);
    expect(eventDetails(event('supervision_change', 'success', { granted: null, removed: 'UCI' }))).toEqual([
      'Deja de supervisar: UCI',
    ]);
  });
});
