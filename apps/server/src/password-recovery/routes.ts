import { createRoute } from '@hono/zod-openapi';
import {
  passwordRecoveryAnswerSchema,
  passwordRecoveryMessages as m,
  passwordResetCheckSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@aula/shared';
import { limit } from '../auth/routes';
import { clientIp } from '../http/client-info';
import { createRouter, errorResponse } from '../http/router';
import { requestOrigin } from '../security-log/record-security-event';
import { PASSWORD_RESET_REQUEST_JOB } from './password-reset-request-job';
import { checkPasswordReset, resetPassword } from './reset-password';

/** '¿Olvidaste tu contraseña?' (docs/product/accounts.md#password-recovery): public routes. */
export const passwordRecoveryRoutes = createRouter();
const TAG = ['Autenticación'];
const answer = {
  description: 'Hecho',
  content: { 'application/json': { schema: passwordRecoveryAnswerSchema } },
};

passwordRecoveryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    tags: TAG,
    summary: 'Pedir un enlace para restablecer la contraseña',
    description:
      'Responde lo mismo exista o no una cuenta con ese email: el enlace (un solo uso, 60 minutos) se envía por correo desde una tarea en segundo plano. Limitado por email y por dirección.',
    request: {
      body: { content: { 'application/json': { schema: passwordResetRequestSchema } }, required: true },
    },
    responses: {
      202: answer,
      422: errorResponse('Email no válido'),
      429: errorResponse('Demasiadas solicitudes'),
    },
  }),
  async (c) => {
    const { config, jobs, db } = c.var.deps;
    const { email } = c.req.valid('json');
    await limit(c, `password-reset:ip:${clientIp(c)}`, config.env.RATE_LIMIT_PASSWORD_RESET_PER_IP);
    await limit(c, `password-reset:email:${email}`, config.env.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL);
    // The same work whether the account exists or not: whether it does is the job's to find out.
    await jobs.enqueue(db.kysely, { kind: PASSWORD_RESET_REQUEST_JOB, payload: { email } });
    return c.json({ message: m.requestSent }, 202);
  },
);

passwordRecoveryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/check',
    tags: TAG,
    summary: 'Comprobar un enlace de restablecimiento',
    description: 'Si el enlace todavía sirve: ni usado, ni reemplazado por uno más nuevo, ni vencido.',
    request: {
      body: { content: { 'application/json': { schema: passwordResetCheckSchema } }, required: true },
    },
    responses: {
      200: answer,
      410: errorResponse('El enlace no es válido, ya se usó o venció'),
      422: errorResponse('El enlace no es válido'),
    },
  }),
  async (c) => {
    await checkPasswordReset(c.var.deps, c.req.valid('json').token);
    return c.json({ message: m.resetTitle }, 200);
  },
);

passwordRecoveryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/confirm',
    tags: TAG,
    summary: 'Elegir una contraseña nueva con el enlace',
    description:
      'Con las mismas reglas que el registro. Gasta el enlace, cierra todas las sesiones de la cuenta y avisa por correo.',
    request: {
      body: { content: { 'application/json': { schema: passwordResetSchema } }, required: true },
    },
    responses: {
      200: answer,
      410: errorResponse('El enlace no es válido, ya se usó o venció'),
      422: errorResponse('La contraseña no cumple las reglas'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { config } = c.var.deps;
    // Guessing proofs is hopeless, but hashing passwords is work: bounded per address.
    await limit(c, `password-reset:ip:${clientIp(c)}`, config.env.RATE_LIMIT_PASSWORD_RESET_PER_IP);
    await resetPassword(c.var.deps, c.req.valid('json'), requestOrigin(c));
    return c.json({ message: m.done }, 200);
  },
);
