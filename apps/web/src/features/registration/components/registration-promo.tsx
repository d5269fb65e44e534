import { messages } from '@aula/shared';
import { CircleCheck } from 'lucide-react';
import { Brand } from '@/components/brand';
import { cn } from '@/lib/utils/cn';

const promo = messages.registration.promo;

/** The promotional side panel beside the form (docs/product/accounts.md#registration-form); it is decoration, not a landmark. */
export function RegistrationPromo({ className }: { className?: string }) {
  return (
    <aside
      className={cn(
        'flex-col justify-between gap-10 bg-gradient-to-br from-primary to-primary-hover p-10 text-primary-foreground xl:p-14',
        className,
      )}
    >
      <Brand className="text-2xl text-primary-foreground" />
      <div className="flex flex-col gap-6">
        <h2 className="text-3xl leading-tight font-semibold text-balance xl:text-4xl">{promo.title}</h2>
        <p className="text-lg text-primary-foreground/85">{promo.text}</p>
        <ul className="flex flex-col gap-3">
          {promo.points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-3 gap-4 border-t border-primary-foreground/20 pt-8">
        {promo.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-primary-foreground/80">{figure.label}</dt>
            <dd className="text-2xl font-semibold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
