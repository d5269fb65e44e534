import { messages } from '@aula/shared';

/** 'Cargando...' while the session is being restored and the first screen loads (docs/product/interface.md#arriving-and-session-guards). */
export function LoadingScreen() {
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-muted-foreground">
      {messages.common.loading}
    </div>
  );
}
