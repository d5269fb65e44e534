import { createRoute } from '@hono/zod-openapi';
import {
  acceptInvitationSchema,
  invitationCheckSchema,
  invitationMessages as m,
  invitationSchema,
  passwordRecoveryAnswerSchema,
} from '@aula/shared';
import { limit } from '../auth/routes';
import { clientIp } from '../http/client-info';
import { createRouter, errorResponse } from '../http/router';
import { requestOrigin } from '../security-log/record-security-event';
import { acceptInvitation, checkInvitation } from './accept-invitation';

/** The invitation's link (docs/product/people.md#invitations): public routes, the link is the proof. */
export const invitationRoutes = createRouter();
const TAG = ['Autenticación'];

invitationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/check',
    tags: TAG,
    summary: 'Comprobar una invitación',
    description:
      'Si el enlace todavía sirve (ni usado, ni reemplazado, ni vencido, y la persona aún sin contraseña): a quién invita.',
    request: {
      body: { content: { 'application/json': { schema: invitationCheckSchema } }, required: true },
    },
    responses: {
      200: {
        description: 'Nombre y email de la persona invitada',
        content: { 'application/json': { schema: invitationSchema } },
      },
      410: errorResponse('La invitación no es válida, ya se usó o venció'),
      422: errorResponse('El enlace no es válido'),
    },
  }),
  async (c) => c.json(await checkInvitation(c.var.deps, c.req.valid('json').token), 200),
);

invitationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/accept',
    tags: TAG,
    summary: 'Elegir la contraseña con una invitación',
    description:
      'Con las mismas reglas que el registro. Gasta la invitación; luego la persona inicia sesión.',
    request: {
      body: { content: { 'application/json': { schema: acceptInvitationSchema } }, required: true },
    },
    responses: {
      200: {
        description: 'Contraseña guardada',
        content: { 'application/json': { schema: passwordRecoveryAnswerSchema } },
      },
      410: errorResponse('La invitación no es válida, ya se usó o venció'),
      422: errorResponse('La contraseña no cumple las reglas'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { config } = c.var.deps;
    // Guessing proofs is hopeless, but hashing passwords is work: bounded per address.
    await limit(c, `invitation:ip:${clientIp(c)}`, config.env.RATE_LIMIT_PASSWORD_RESET_PER_IP);
    await acceptInvitation(c.var.deps, c.req.valid('json'), requestOrigin(c));
    return c.json({ message: m.page.done }, 200);
  },
);
