import { TOAST_DEFAULT_DURATION_MS } from '@aula/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from '../routes/router';
import { queryClient } from './query-client';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-right" duration={TOAST_DEFAULT_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
