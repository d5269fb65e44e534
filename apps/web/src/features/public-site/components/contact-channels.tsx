import { messages } from '@aula/shared';
import { Building, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils/cn';
import { focusRing } from '../lib/landing-sections';
import { IconBadge } from './icon-badge';

const copy = messages.publicSite.contact;

const channelIcons = {
  general: Mail,
  support: LifeBuoy,
  partnerships: Building,
} satisfies Record<keyof typeof copy.channels, LucideIcon>;

const channelKeys = Object.keys(channelIcons) as (keyof typeof channelIcons)[];

/** Aula's contact addresses as cards; `headingLevel` fits them under the page's own headings. */
export function ContactChannels({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {channelKeys.map((key) => (
        <li key={key} className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
          <IconBadge icon={channelIcons[key]} />
          <Heading className="mt-4 text-lg font-semibold text-foreground">{copy.channels[key].title}</Heading>
          <p className="mt-2 flex-1 text-sm text-muted-foreground">{copy.channels[key].description}</p>
          <a
            href={`mailto:${copy.emails[key]}`}
            className={cn(
              'mt-4 self-start rounded-sm font-medium break-all text-primary underline-offset-4 hover:underline',
              focusRing,
            )}
          >
            {copy.emails[key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
