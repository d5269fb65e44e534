import { messages } from '@aula/shared';

/** The browser tab's title for a public page: 'Página · Aula'. React 19 places it in <head>. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${messages.common.appName}`}</title>;
}
