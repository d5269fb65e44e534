import { messages, roleDisplayName, type CurrentUser } from '@aula/shared';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';

const home = messages.shell.home;

/** Who is signed in, with the role and since when: the part of every home that is real today. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  const rows = [
    { term: home.fullName, value: `${user.names} ${user.lastNames}` },
    { term: home.email, value: user.email },
    { term: home.roleLabel, value: roleDisplayName(user.rol) },
    { term: home.memberSince, value: formatDate(user.joinedDate) },
  ];
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="text-lg">{home.accountSummary}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3 text-sm">
          {rows.map(({ term, value }) => (
            <div key={term} className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
