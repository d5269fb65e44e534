import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { roleDisplayName } from './roles';

describe('roleDisplayName', () => {
  it('names the three known roles in Spanish', () => {
    expect(roleDisplayName({ code: '02', name: 'admin' })).toBe(messages.shell.roleNames.ADMIN);
    expect(roleDisplayName({ code: '01', name: 'instructor' })).toBe(messages.shell.roleNames.INSTRUCTOR);
    expect(roleDisplayName({ code: '03', name: 'student' })).toBe(messages.shell.roleNames.STUDENT);
  });

  it('keeps the server name of a role it does not know', () => {
    expect(roleDisplayName({ code: '07', name: 'company_admin' })).toBe('company_admin');
  });
});
