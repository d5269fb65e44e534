import { messages, type CurrentUser } from '@aula/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Who is signed in: names, role and email, as the shell's avatar menu shows them (SPEC.md §2). */
export function CurrentUserCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">
          {user.names} {user.lastNames}
        </CardTitle>
        <CardDescription>{messages.shell.role(user.rol.name)}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="break-all text-sm">{user.email}</p>
      </CardContent>
    </Card>
  );
}
