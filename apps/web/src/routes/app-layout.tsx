import { messages, TOAST_DEFAULT_DURATION_MS } from '@aula/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../app/query-client';

/** Below the dashboard's fixed 64 px header: a toast never covers the bell or the avatar menu. */
const TOAST_TOP_OFFSET = { top: 72 };

/**
 * The screens that talk to the API (sign-in, registration, the dashboard) share the query
 * cache and the toast area. Public pages do not, so their first load stays light.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster
        position="top-right"
        offset={TOAST_TOP_OFFSET}
        mobileOffset={TOAST_TOP_OFFSET}
        duration={TOAST_DEFAULT_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel={messages.notifications.toastRegion}
        toastOptions={{ closeButtonAriaLabel: messages.notifications.closeToast }}
      />
    </QueryClientProvider>
  );
}
