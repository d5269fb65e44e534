import { createBrowserRouter, Navigate } from 'react-router';
import { HomeRedirect } from './home-redirect';
import { LoadingScreen } from './loading-screen';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The route table (SPEC.md §2). Screens load with their route, so /login never downloads the dashboard. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRedirect },
      { path: 'login', lazy: () => import('./login') },
      { path: 'dashboard', lazy: () => import('./dashboard') },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
]);
