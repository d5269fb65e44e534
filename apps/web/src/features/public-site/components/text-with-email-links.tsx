import { Fragment } from 'react';
import { cn } from '@/lib/utils/cn';
import { focusRing } from '../lib/landing-sections';

// A capture group keeps the addresses in split()'s result; a sentence's final dot stays outside.
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Copy as written in the catalogue, with every email address in it turned into a mailto: link. */
export function TextWithEmailLinks({ text }: { text: string }) {
  return text.split(EMAIL).map((part, index) =>
    // split() with one capture group puts the matches at the odd positions.
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className={cn('rounded-sm font-medium text-primary underline underline-offset-4', focusRing)}
      >
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
