import { type AppRole, messages, type SecurityEvent, securityLogMessages } from '@aula/shared';

const t = securityLogMessages;
const roleNames: Record<string, string> = messages.shell.roleNames;
const typeLabels: Record<string, string> = t.types;
const exportLabels: Record<string, string> = t.exports;
const secondFactors: Record<string, string> = t.screen.secondFactors;
const challengeFailures: Record<string, string> = t.screen.challengeFailures;

/** An event's kind in Spanish; a kind newer than this screen shows its own code rather than nothing. */
export function eventTypeLabel(type: string): string {
  return typeLabels[type] ?? type;
}

const roleName = (role: AppRole | string) => roleNames[role] ?? role;

/**
 * What an event adds to who, whom, when and where, as lines of Spanish text: the email a sign-in
 * tried, the refused request, the roles before and after, what was exported with which filters.
 */
export function eventDetails({ type, outcome, details }: SecurityEvent): string[] {
  const text = (key: string) => {
    const value = details[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const factor = (key: string) => {
    const value = text(key);
    return value ? secondFactors[value] : undefined;
  };
  switch (type) {
    case 'sign_in':
    case 'sign_in_lockout': {
      const email = text('email');
      const how = factor('secondFactor');
      return [...(email ? [t.screen.attemptedEmail(email)] : []), ...(how ? [how] : [])];
    }
    case 'mfa_challenge': {
      const reason = text('reason');
      return reason ? [challengeFailures[reason] ?? reason] : [];
    }
    case 'mfa_disabled':
    case 'mfa_recovery_codes_regenerated': {
      const how = factor('confirmedWith');
      return how ? [t.screen.confirmedWith(how)] : [];
    }
    case 'mfa_recovery_code_used': {
      const left = details.recoveryCodesLeft;
      return typeof left === 'number' ? [t.screen.recoveryCodesLeft(left)] : [];
    }
    case 'mfa_policy_change': {
      const required = details.requiredForInstructors;
      return typeof required === 'boolean' ? [t.screen.mfaRequiredForInstructors(required)] : [];
    }
    case 'permission_denied': {
      const method = text('method');
      const path = text('path');
      return method && path ? [t.screen.refused(method, path)] : [];
    }
    case 'role_change': {
      const from = text('from');
      const to = text('to');
      return from && to ? [t.screen.roleChange(roleName(from), roleName(to))] : [];
    }
    case 'supervision_change': {
      const granted = text('granted');
      const removed = text('removed');
      return [
        ...(granted ? [t.screen.supervisionGranted(granted)] : []),
        ...(removed ? [t.screen.supervisionRemoved(removed)] : []),
      ];
    }
    case 'user_creation': {
      const role = text('role');
      return role ? [t.screen.createdWithRole(roleName(role))] : [];
    }
    case 'password_change':
      return outcome === 'failure' && text('reason') === 'current_password_wrong'
        ? [t.screen.wrongCurrentPassword]
        : [];
    case 'data_export': {
      const what = text('export');
      const filters = text('filters');
      return [
        ...(what ? [t.screen.exported(exportLabels[what] ?? what)] : []),
        ...(filters ? [t.screen.exportFilters(filters)] : []),
      ];
    }
    default:
      return [];
  }
}
