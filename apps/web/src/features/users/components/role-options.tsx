import { USER_ROLES, messages } from '@aula/shared';

/** The three roles an account can have, by their Spanish names (docs/product/accounts.md#role-names). */
export function RoleOptions() {
  return USER_ROLES.map((role) => (
    <option key={role} value={role}>
      {messages.shell.roleNames[role]}
    </option>
  ));
}
