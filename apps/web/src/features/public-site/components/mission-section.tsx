import { messages } from '@aula/shared';
import { Eye, Target, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LANDING_SECTIONS } from '../lib/landing-sections';
import { IconBadge } from './icon-badge';
import { SectionHeading } from './section-heading';

const copy = messages.publicSite.mission;

const statements: readonly { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Target, title: copy.missionTitle, text: copy.missionText },
  { icon: Eye, title: copy.visionTitle, text: copy.visionText },
];

/** Mission and vision (#mission, where 'Conocer más' and the top bar's 'Misión' lead). */
export function MissionSection() {
  return (
    <section
      id={LANDING_SECTIONS.mission}
      aria-labelledby="mission-title"
      className="scroll-mt-16 bg-card py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="mission-title" title={copy.title} intro={copy.intro} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {statements.map(({ icon, title, text }) => (
            <Card key={title} className="p-8">
              <IconBadge icon={icon} />
              <h3 className="mt-5 text-xl font-semibold text-foreground">{title}</h3>
              <p className="mt-3 text-muted-foreground">{text}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
