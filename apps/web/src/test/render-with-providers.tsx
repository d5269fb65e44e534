import type { AppRole, CurrentUser } from '@aula/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import { sessionStore } from '@/lib/session/session-store';
import { TEST_ROLES } from './fixtures/current-user';
import { testSessionResponse } from './session-response';

export interface RenderOptions {
  /** The address the screen opens at, query included ('/dashboard/users?page=2'); '/' when omitted. */
  path?: string;
  /** The history state the address opens with (what a redirect to /login carries in `from`). */
  state?: unknown;
  /** The route the screen is mounted on, when it reads parameters ('/dashboard/courses/:courseId'); the path's own when omitted. */
  route?: string;
  /** The routes shown in the screen's <Outlet /> (a layout's pages). */
  children?: RouteObject[];
  /** The screens a test follows links to, mounted beside the one under test. */
  routes?: RouteObject[];
  /** Who is signed in: a role, or the person (a student unless `rol` says otherwise); nobody when omitted. */
  user?: AppRole | Partial<CurrentUser>;
  /** The query cache, when the test reads it or fills it first; a fresh one otherwise. */
  queryClient?: QueryClient;
}

/** A query cache as the tests want it: a failed request fails at once instead of being retried. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders `ui` as the app would show it: inside the query cache and a router opened at `path`,
 * with `user` signed in (their token goes with every request to the mock API). Returns what
 * Testing Library returns, plus the router (to read or change the address) and the query cache.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (options.user !== undefined) {
    const person = typeof options.user === 'string' ? { rol: TEST_ROLES[options.user] } : options.user;
    sessionStore.open(testSessionResponse('test-token', person));
  }
  const router = createMemoryRouter(
    [
      {
        path: options.route ?? new URL(path, 'http://aula.test').pathname,
        element: ui,
        children: options.children,
      },
      ...(options.routes ?? []),
    ],
    { initialEntries: [options.state === undefined ? path : { ...parsePath(path), state: options.state }] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router, queryClient };
}
