import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** 'Volver a …' above a page: a quiet link back to where the person came from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 self-start rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
