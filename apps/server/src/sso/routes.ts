import { createRoute } from '@hono/zod-openapi';
import { ssoOfferSchema } from '@aula/shared';
import { z } from 'zod';
import { createRouter } from '../http/router';
import { finishProviderSignIn, startProviderSignIn } from './sign-in-flow';
import { activeSsoSettings } from './sso-settings';

/**
 * Single sign-on's public routes (docs/product/single-sign-on.md): what the sign-in screen offers,
 * the way out to the provider and the way back. No session is needed: these open one.
 */
export const ssoRoutes = createRouter();

const TAG = ['Autenticación'];

ssoRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    summary: 'Inicio de sesión institucional ofrecido',
    description:
      'El nombre de la institución y sus dominios de email, si el inicio de sesión institucional está activo; si no, offer es null.',
    responses: {
      200: {
        description: 'Lo que la pantalla de ingreso ofrece',
        content: { 'application/json': { schema: ssoOfferSchema } },
      },
    },
  }),
  async (c) => {
    const settings = await activeSsoSettings(c.var.deps.db.kysely);
    return c.json(
      {
        offer: settings
          ? {
              name: settings.name,
              emailDomains: settings.email_domains,
              passwordsOff: settings.passwords_off,
            }
          : null,
      },
      200,
    );
  },
);

ssoRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/start',
    tags: TAG,
    summary: 'Ir al proveedor de identidad de la institución',
    description:
      'Redirige al proveedor con state, nonce y PKCE guardados en una cookie sellada de este navegador (10 minutos). Sin inicio de sesión institucional activo, vuelve a /login?sso_error=unavailable.',
    request: {
      query: z.object({
        returnTo: z.string().max(500).optional().describe('Ruta de la aplicación a la que volver'),
        email: z.string().max(254).optional().describe('El email escrito, que el proveedor propone'),
      }),
    },
    responses: { 302: { description: 'Al proveedor, o de vuelta a la pantalla de ingreso' } },
  }),
  async (c) => {
    const { returnTo, email } = c.req.valid('query');
    return startProviderSignIn(c, returnTo, email);
  },
);

ssoRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/callback',
    tags: TAG,
    summary: 'Vuelta desde el proveedor de identidad',
    description:
      'Comprueba la respuesta (state, nonce, PKCE, firma y emisor del ID token), exige el email verificado por el proveedor y de un dominio configurado, encuentra o crea la cuenta y abre la sesión. Los rechazos vuelven a /login?sso_error=<motivo>.',
    request: {
      query: z.object({
        code: z.string().max(2000).optional(),
        state: z.string().max(500).optional(),
        error: z.string().max(200).optional(),
        iss: z.string().max(500).optional(),
      }),
    },
    responses: {
      302: { description: 'A la aplicación con la sesión abierta, al segundo paso o de vuelta a /login' },
    },
  }),
  async (c) => finishProviderSignIn(c),
);
