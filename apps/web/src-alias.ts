import { fileURLToPath } from 'node:url';

/**
 * `@/…` names a module by its place under apps/web/src, so a file deep in a feature imports
 * `@/components/ui/button` instead of climbing `../../../`. Neighbours (`./`, `../`) stay
 * relative. tsconfig.json's `paths` says the same for the type checker and for lint.
 */
export const srcAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
