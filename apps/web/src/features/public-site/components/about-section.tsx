import { messages } from '@aula/shared';
import { Award, HandHeart, Lightbulb, TrendingUp, type LucideIcon } from 'lucide-react';
import { LANDING_SECTIONS } from '../lib/landing-sections';
import { IconBadge } from './icon-badge';
import { SectionHeading } from './section-heading';

const copy = messages.publicSite.about;

const valueIcons = {
  excellence: Award,
  inclusion: HandHeart,
  innovation: Lightbulb,
  impact: TrendingUp,
} satisfies Record<keyof typeof copy.values, LucideIcon>;

const valueKeys = Object.keys(valueIcons) as (keyof typeof valueIcons)[];

/** Who Aula is and the four values it stands for (#about). */
export function AboutSection() {
  return (
    <section
      id={LANDING_SECTIONS.about}
      aria-labelledby="about-title"
      className="scroll-mt-16 bg-background py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="about-title" title={copy.title} intro={copy.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {valueKeys.map((key) => (
            <li key={key} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <IconBadge icon={valueIcons[key]} />
              <h3 className="mt-4 text-lg font-semibold text-foreground">{copy.values[key].title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{copy.values[key].description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
