import { staffImportMessages as m } from '@aula/shared';

/** A person as a row of the file or the roster names them: the name over the email, whichever there is. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  if (!name && !email) return <span className="text-muted-foreground">{m.noValue}</span>;
  return (
    <div className="flex min-w-0 flex-col">
      {name && <span className="font-medium text-foreground">{name}</span>}
      {email && <span className="break-all text-muted-foreground">{email}</span>}
    </div>
  );
}
