import { messages } from '@aula/shared';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils/cn';
import { focusRing } from '../lib/landing-sections';

const copy = messages.publicSite.contact;

/** When Aula answers, how fast, and the help centre for what needs no message. */
export function OfficeHours() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold text-foreground">{copy.hoursTitle}</p>
          <p className="text-sm text-muted-foreground">{copy.hours}</p>
          <p className="text-sm text-muted-foreground">{copy.responseTime}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {copy.helpPrompt}{' '}
        <Link
          to="/help"
          className={cn('rounded-sm font-medium text-primary underline underline-offset-4', focusRing)}
        >
          {copy.helpLink}
        </Link>
      </p>
    </div>
  );
}
