import { messages } from '@aula/shared';
import { Award, Sparkles, Users } from 'lucide-react';

const promo = messages.signIn.promo;
const FEATURE_ICONS = [Sparkles, Award, Users] as const;

/**
 * The login screen's promotional panel (docs/product/accounts.md#sign-in-form): three selling
 * points, the figures and a testimonial.
 */
export function SignInPromo() {
  return (
    <div className="flex flex-col gap-8 text-primary-foreground">
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-bold tracking-tight lg:text-3xl">{promo.title}</h2>
        <p className="text-primary-foreground/90">{promo.lead}</p>
      </div>

      <ul className="flex flex-col gap-5">
        {promo.features.map((feature, index) => {
          const Icon = FEATURE_ICONS[index] ?? Sparkles;
          return (
            <li key={feature.title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-foreground/15">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="text-sm text-primary-foreground/90">{feature.text}</p>
              </div>
            </li>
          );
        })}
      </ul>

      <section aria-label={promo.figuresLabel}>
        <dl className="grid grid-cols-3 gap-3">
          {promo.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse items-center justify-end rounded-lg bg-primary-foreground/10 px-2 py-3 text-center"
            >
              <dt className="text-xs text-primary-foreground/90 sm:text-sm">{figure.label}</dt>
              <dd className="text-xl font-bold sm:text-2xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <figure aria-label={promo.testimonialLabel} className="rounded-xl bg-primary-foreground/10 p-5">
        <blockquote className="text-sm italic leading-relaxed">“{promo.testimonial.quote}”</blockquote>
        <figcaption className="mt-3 text-sm">
          <span className="font-semibold">{promo.testimonial.author}</span>
          <span className="text-primary-foreground/90"> · {promo.testimonial.organization}</span>
        </figcaption>
      </figure>
    </div>
  );
}
