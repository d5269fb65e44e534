import { messages } from '@aula/shared';

/** Shown when a screen fails to load or render (for instance its code can no longer be fetched). */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <p role="alert" className="max-w-md text-center">
        {messages.common.unexpectedError}
      </p>
    </main>
  );
}
