/** The landing's sections that the top bar links to (docs/product/interface.md#top-bar): their element ids. */
export const LANDING_SECTIONS = {
  mission: 'mission',
  about: 'about',
  contact: 'contact',
} as const;

export type LandingSection = keyof typeof LANDING_SECTIONS;

/** Keyboard focus stays visible on every link of the public site (WCAG 2.4.7). */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
