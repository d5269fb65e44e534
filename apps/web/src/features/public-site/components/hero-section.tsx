import { messages } from '@aula/shared';
import { ArrowRight, CircleCheck, HeartPulse } from 'lucide-react';
import { ButtonLink, buttonLinkClassName } from '@/components/ui/button-link';
import { LANDING_SECTIONS } from '../lib/landing-sections';

const copy = messages.publicSite.hero;

/** The landing's opening: what Aula is for, and the two ways in. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-[radial-gradient(ellipse_at_top_right,var(--color-teal-100),transparent_60%)] bg-card"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-teal-100 px-3 py-1 text-sm font-medium text-teal-900">
            <HeartPulse aria-hidden className="size-4 shrink-0" />
            {copy.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl"
          >
            {copy.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">{copy.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/login" size="lg">
              {copy.start}
              <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
            <a
              href={`#${LANDING_SECTIONS.mission}`}
              className={buttonLinkClassName({ variant: 'outline', size: 'lg' })}
            >
              {copy.learnMore}
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
            {copy.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CircleCheck aria-hidden className="size-4 shrink-0 text-primary" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/landing-hero.svg"
          alt=""
          width={580}
          height={490}
          className="mx-auto hidden w-full max-w-xl lg:block"
        />
      </div>
    </section>
  );
}
