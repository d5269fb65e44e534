import { messages, NUMBER_LOCALE } from '@aula/shared';
import { useRef } from 'react';
import { useAnimationProgress } from '../hooks/use-animation-progress';
import { useSeenOnce } from '../hooks/use-seen-once';
import { countUpValue } from '../lib/count-up';
import { SectionHeading } from './section-heading';

const copy = messages.publicSite.impact;

/** The impact counter animates for 1 s (docs/product/interface.md#landing-page). */
const COUNT_UP_MS = 1000;

// The figures are written with Peru's grouping, 50,000+ (docs/product/interface.md#numbers).
const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE);

/** The claimed figures, counting up from zero the first time they scroll into view. */
export function ImpactSection() {
  const figuresRef = useRef<HTMLDListElement>(null);
  const seen = useSeenOnce(figuresRef);
  const progress = useAnimationProgress(seen, COUNT_UP_MS);

  return (
    <section aria-labelledby="impact-title" className="bg-teal-800 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="impact-title" title={copy.title} intro={copy.intro} tone="inverse" />
        <dl ref={figuresRef} className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {Object.entries(copy.figures).map(([key, figure]) => (
            <div key={key} className="flex flex-col-reverse items-center gap-1 text-center">
              <dt className="text-sm font-medium text-teal-50 sm:text-base">{figure.label}</dt>
              <dd className="text-3xl font-bold text-white tabular-nums sm:text-5xl">
                {numberFormat.format(countUpValue(figure.value, progress))}
                {figure.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
