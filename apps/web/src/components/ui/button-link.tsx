import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/utils/cn';

/*
 * Links that look like buttons. They stay links, so screen readers announce where they go and
 * they can be opened in a new tab; Button's look is repeated here because Button renders a
 * <button>. The inverse variants sit on dark, brand-coloured surfaces.
 */
const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover focus-visible:outline-ring',
  outline: 'border border-input bg-card text-foreground hover:bg-background focus-visible:outline-ring',
  ghost: 'text-foreground hover:bg-background focus-visible:outline-ring',
  inverse: 'bg-white text-primary hover:bg-teal-50 focus-visible:outline-white',
  inverseOutline: 'border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white',
} as const;

const sizes = {
  default: 'h-10 px-4 py-2 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export interface ButtonLinkStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** The classes of a button-looking link, for a plain <a> (an in-page anchor or a mailto: link). */
export function buttonLinkClassName({ variant = 'primary', size = 'default' }: ButtonLinkStyle = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    sizes[size],
  );
}

/** A router link that looks like a button; `ref` lets a screen move the focus to it. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: LinkProps & ButtonLinkStyle & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link className={cn(buttonLinkClassName({ variant, size }), className)} {...props} />;
}
