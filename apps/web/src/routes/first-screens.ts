/**
 * The screens a visit usually starts on, by address, with the route modules router.tsx
 * lazy-loads to draw them (as router.tsx imports them). The build writes a script that has the
 * browser fetch these modules' chunks while it downloads the app (vite-route-preload.ts), so
 * that opening one of these addresses does not wait for the app to start before asking for
 * the screen. e2e/tests/bundle-size.spec.ts checks that each address loads exactly those chunks.
 */
export const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/': ['./public/landing'],
  '/login': ['./app-layout', './login'],
  '/register': ['./app-layout', './register'],
  // Opened from an email's link, straight into a fresh browser tab.
  '/reset-password': ['./app-layout', './reset-password'],
  '/accept-invitation': ['./app-layout', './accept-invitation'],
  '/about': ['./public/about'],
  '/help': ['./public/help'],
  '/contact': ['./public/contact'],
  '/terms': ['./public/terms'],
  '/privacy': ['./public/privacy'],
};
