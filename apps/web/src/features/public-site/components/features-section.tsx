import { messages } from '@aula/shared';
import { BookOpenCheck, BrainCircuit, Globe, type LucideIcon } from 'lucide-react';
import { IconBadge } from './icon-badge';
import { SectionHeading } from './section-heading';

const copy = messages.publicSite.features;

const featureIcons = {
  adaptiveLearning: BrainCircuit,
  premiumContent: BookOpenCheck,
  globalCommunity: Globe,
} satisfies Record<keyof typeof copy.items, LucideIcon>;

const featureKeys = Object.keys(featureIcons) as (keyof typeof featureIcons)[];

/** The three reasons to learn with Aula. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-card py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" title={copy.title} intro={copy.intro} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {featureKeys.map((key) => (
            <li
              key={key}
              className="rounded-2xl border border-border bg-linear-to-b from-teal-50/60 to-card p-8"
            >
              <IconBadge icon={featureIcons[key]} className="bg-primary text-primary-foreground" />
              <h3 className="mt-5 text-xl font-semibold text-foreground">{copy.items[key].title}</h3>
              <p className="mt-3 text-muted-foreground">{copy.items[key].description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
