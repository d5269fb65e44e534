import { RATING_STARS_MAX, reviewMessages } from '@aula/shared';
import { Star } from 'lucide-react';
import { useState, type Ref } from 'react';
import { cn } from '@/lib/utils/cn';

const m = reviewMessages.form;
const CHOICES = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

interface StarInputProps {
  name: string;
  /** 0 while nothing is chosen */
  value: number;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** the first star: where the focus goes when the choice is refused */
  ref?: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * 1 to 5 stars as a group of radio buttons: arrows move between them and a screen reader says
 * '4 estrellas'. The stars up to the one pointed at or chosen light up.
 */
export function StarInput({
  name,
  value,
  onChange,
  onBlur,
  ref,
  invalid,
  describedBy,
  disabled,
}: StarInputProps) {
  const [pointed, setPointed] = useState(0);
  const lit = pointed || value;
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex flex-col gap-2"
      onMouseLeave={() => setPointed(0)}
    >
      <legend className="mb-2 text-sm font-medium">{m.starsLegend}</legend>
      <div className="flex items-center gap-1">
        {CHOICES.map((stars) => (
          <label
            key={stars}
            className={cn(
              'cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              disabled && 'cursor-not-allowed opacity-60',
            )}
            onMouseEnter={() => setPointed(stars)}
          >
            <input
              ref={stars === 1 ? ref : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              disabled={disabled}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span className="sr-only">{m.star(stars)}</span>
            <Star
              aria-hidden
              className={cn('size-7', stars <= lit ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
