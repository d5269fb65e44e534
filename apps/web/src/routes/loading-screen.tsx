import { messages } from '@aula/shared';

/** SPEC.md §2: 'Cargando...' while the session is being restored and the first screen loads. */
export function LoadingScreen() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
      {messages.common.loading}
    </div>
  );
}
