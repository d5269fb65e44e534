import { messages } from '@aula/shared';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

/**
 * An unknown address under /dashboard. A signed-in user stays in the shell and gets a way
 * back, instead of the public catch-all's trip to /login and straight back to /dashboard.
 */
export function Component() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight">{messages.shell.notFoundTitle}</h1>
      <p className="text-muted-foreground">{messages.shell.notFoundText}</p>
      <Link
        to="/dashboard"
        className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {messages.shell.backToDashboard}
      </Link>
    </section>
  );
}
