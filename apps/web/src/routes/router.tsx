import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { LoadingScreen } from './loading-screen';
import { RootLayout, type RouteChrome } from './root-layout';
import { RouteError } from './route-error';

const redirect = (to: string) => <Navigate to={to} replace />;

/** The original product's /dashboard/courses/{id}/edit link opens the edit form. */
function RedirectToCourseEdit() {
  const { id } = useParams();
  return <Navigate to={`/dashboard/courses/edit/${id}`} replace />;
}

/**
 * The route table (docs/product/interface.md#routes). Every screen is lazy-loaded with its
 * route, so the landing page never downloads the dashboard or the player. The screens a visit
 * usually starts on are listed again in first-screens.ts, for the build to preload them.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./public/landing') },
      { path: 'terms', lazy: () => import('./public/terms') },
      { path: 'privacy', lazy: () => import('./public/privacy') },
      { path: 'about', lazy: () => import('./public/about') },
      { path: 'help', lazy: () => import('./public/help') },
      { path: 'contact', lazy: () => import('./public/contact') },
      // Anyone may check a certificate, signed in or not (docs/product/learning.md#public-verification).
      { path: 'verify', lazy: () => import('./public/verify') },
      { path: 'verify/:code', lazy: () => import('./public/verify') },
      // Old links of the original product keep working.
      { path: 'auth/login', element: redirect('/login') },
      { path: 'auth/register', element: redirect('/register') },
      { path: 'home', element: redirect('/') },
      { path: 'careers', element: redirect('/about') },
      { path: 'press', element: redirect('/about') },
      { path: 'blog', element: redirect('/about') },
      {
        lazy: () => import('./app-layout'),
        children: [
          { path: 'login', lazy: () => import('./login') },
          { path: 'register', lazy: () => import('./register') },
          // Open signed in or not: the email's link may open in a browser with a session.
          { path: 'forgot-password', lazy: () => import('./forgot-password') },
          { path: 'reset-password', lazy: () => import('./reset-password') },
          { path: 'accept-invitation', lazy: () => import('./accept-invitation') },
          // An email's 'Dejar de recibir estos correos', honoured without signing in.
          { path: 'unsubscribe', lazy: () => import('./unsubscribe') },
          {
            path: 'dashboard',
            lazy: () => import('./dashboard/layout'),
            children: [
              { index: true, lazy: () => import('./dashboard/home') },
              { path: 'courses', lazy: () => import('./dashboard/courses') },
              { path: 'courses/create', lazy: () => import('./dashboard/course-form') },
              { path: 'courses/create/:id', lazy: () => import('./dashboard/course-form') },
              { path: 'courses/edit/:id', lazy: () => import('./dashboard/course-form') },
              { path: 'courses/:id/edit', Component: RedirectToCourseEdit },
              { path: 'courses/details/:id', lazy: () => import('./dashboard/course-details') },
              {
                path: 'courses/watch/:id',
                lazy: () => import('./dashboard/course-player'),
                // A phone reading a PDF or a text lesson needs the whole width; the player has its own navigation.
                handle: { scrollButtons: 'wide-screens' } satisfies RouteChrome,
              },
              { path: 'my-courses', lazy: () => import('./dashboard/my-courses') },
              { path: 'purchases', lazy: () => import('./dashboard/purchases') },
              { path: 'profile', lazy: () => import('./dashboard/profile') },
              { path: 'users', lazy: () => import('./dashboard/users') },
              { path: 'users/import/:id?', lazy: () => import('./dashboard/staff-import') },
              { path: 'orders', lazy: () => import('./dashboard/orders') },
              { path: 'orders/:id', lazy: () => import('./dashboard/order-detail') },
              { path: 'settings', lazy: () => import('./dashboard/settings') },
              { path: 'settings/tasks', lazy: () => import('./dashboard/scheduled-tasks') },
              { path: 'settings/mail', lazy: () => import('./dashboard/sent-mail') },
              { path: 'settings/organisation', lazy: () => import('./dashboard/organisation') },
              { path: 'settings/sso', lazy: () => import('./dashboard/sso-settings') },
              { path: 'security', lazy: () => import('./dashboard/security') },
              { path: 'progress', lazy: () => import('./dashboard/progress') },
              { path: 'students', lazy: () => import('./dashboard/students') },
              { path: 'team/:id?', lazy: () => import('./dashboard/team') },
              { path: 'reviews', lazy: () => import('./dashboard/reviews') },
              { path: 'browse', lazy: () => import('./dashboard/browse') },
              { path: 'cart', lazy: () => import('./dashboard/cart') },
              { path: 'admin/courses/create', element: redirect('/dashboard/courses/create') },
              // Inside the shell: a signed-in user who mistypes an address keeps their session in view.
              { path: '*', lazy: () => import('./dashboard/not-found') },
            ],
          },
        ],
      },
      { path: '*', element: redirect('/login') },
    ],
  },
]);
