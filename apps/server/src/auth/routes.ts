import { createRoute } from '@hono/zod-openapi';
import {
  currentUserSchema,
  messages,
  mfaSessionResponseSchema,
  sessionResponseSchema,
  signInMfaSchema,
  signInResponseSchema,
  signInSchema,
  signOutResponseSchema,
  signUpSchema,
} from '@aula/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { clientIp, clientOf } from '../http/client-info';
import { createRouter, errorResponse } from '../http/router';
import { validationError } from '../http/validation';
import { recordSecurityEvent } from '../security-log/record-security-event';
import { receiveMultipart } from '../storage/multipart';
import { bearerToken, requireAuth } from './auth-context';
import { loadCurrentUser } from './current-user';
import { PROFILE_IMAGE_RULE } from './profile-image-rule';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { enabledMfa } from '../mfa/enabled-mfa';
import { passSecondStep } from '../mfa/second-step';
import { openChallenge } from '../mfa/sign-in-challenge';
import { isTrustedBrowser } from '../mfa/trusted-browser';
import {
  revokeSession,
  revokeSessionByRefreshToken,
  rotateSession,
  startSession,
  type IssuedSession,
} from './sessions';
import { verifyAccessToken } from './access-token';
import { checkPassword } from './sign-in';
import { guardSignIn, type SignInAttempt } from './sign-in-guard';
import { signUp } from './sign-up';
import type { SignedInWith } from '../db/schema';
import { passwordsOffFor } from '../sso/sso-settings';
import { providerSignOutUrl } from '../sso/provider-sign-out';

/** What a sign-up answers: the welcome message and the new account's id. */
export const signUpAnswerSchema = z.object({ message: z.string(), id: z.string() });

export const authRoutes = createRouter();

/** Counts one attempt under `key`; past `max` within the window the request is refused with 429. */
export async function limit(c: Context<AppEnv>, key: string, max: number) {
  const { rateLimiter, config } = c.var.deps;
  if (!(await rateLimiter.hit(key, max, config.env.RATE_LIMIT_WINDOW_SECONDS))) {
    throw new AppError('rate_limited', messages.common.rateLimited);
  }
}

async function sessionResponse(c: Context<AppEnv>, session: IssuedSession) {
  const { db, fileLinks } = c.var.deps;
  const user = await loadCurrentUser(db.kysely, fileLinks, session.userId);
  if (!user) throw AppError.unauthorized();
  setRefreshCookie(c, session.refreshToken);
  return {
    access_token: session.accessToken,
    token_type: 'bearer' as const,
    expires_in: session.expiresIn,
    expires_at: session.expiresAt,
    user,
  };
}

const signUpFormSchema = z.object({
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  country: z.string().describe('ISO 3166-1 alfa-2'),
  prefixCountry: z.string().describe('Prefijo telefónico, p. ej. +51'),
  phone: z.string(),
  doi: z.string(),
  idGender: z.string(),
  idDocumentType: z.string(),
  idIndustry: z.string(),
  idSpecialty: z.string(),
  acceptTerms: z.string(),
  acceptMarketing: z.string().optional(),
  image: z.string().optional().describe('Foto de perfil JPG o PNG, máximo 200KB'),
});

// Multipart bodies are streamed (never buffered), so this route is documented by hand
// and parses its own body instead of using the JSON validator.
authRoutes.openAPIRegistry.registerPath({
  method: 'post',
  path: '/sign-up',
  tags: ['Autenticación'],
  summary: 'Crear una cuenta de estudiante',
  request: { body: { content: { 'multipart/form-data': { schema: signUpFormSchema } } } },
  responses: {
    201: {
      description: 'Cuenta creada',
      content: { 'application/json': { schema: signUpAnswerSchema } },
    },
    409: errorResponse('El email ya está registrado'),
    413: errorResponse('La imagen supera 200KB'),
    415: errorResponse('La imagen no es JPG ni PNG'),
    422: errorResponse('Algún campo no cumple sus reglas'),
    429: errorResponse('Demasiados intentos'),
  },
});

authRoutes.post('/sign-up', async (c) => {
  const { db, storage, config } = c.var.deps;
  await limit(c, `sign-up:ip:${clientIp(c)}`, config.env.RATE_LIMIT_SIGN_UP_PER_IP);
  const { fields, files } = await receiveMultipart(c.req.raw, storage, { image: PROFILE_IMAGE_RULE });
  const imageKey = files.image?.key ?? null;
  try {
    const parsed = signUpSchema.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    const created = await signUp(db.kysely, parsed.data, imageKey, c.var.deps.clock.now());
    return c.json({ message: messages.signUp.success, id: created.profileId }, 201);
  } catch (error) {
    // The account was not created: the stored photo must not stay behind.
    if (imageKey) await storage.delete(imageKey).catch(() => {});
    throw error;
  }
});

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/sign-in',
    tags: ['Autenticación'],
    summary: 'Iniciar sesión',
    description: 'Devuelve un token de acceso y guarda el token de renovación en una cookie httpOnly.',
    request: { body: { required: true, content: { 'application/json': { schema: signInSchema } } } },
    responses: {
      200: {
        description:
          'Sesión iniciada; o, si la cuenta tiene verificación en dos pasos (y este navegador no quedó recordado), el desafío que espera su código',
        content: { 'application/json': { schema: signInResponseSchema } },
      },
      401: errorResponse('Credenciales incorrectas o usuario no existe.'),
      422: errorResponse('Datos no válidos, o el email es de un dominio que entra solo por su institución'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const input = c.req.valid('json');
    const { db, config, clock } = c.var.deps;
    // The account is named by the email that was tried; the password never leaves this handler.
    const attempt = { actor: null, target: { email: input.email }, details: { email: input.email } };
    // The domain's own provider signs its people in; the offer is public, so saying so leaks nothing.
    const ssoOnly = await passwordsOffFor(db.kysely, input.email);
    if (ssoOnly) throw AppError.invalidField('email', messages.signIn.sso.passwordsOff(ssoOnly.name));
    let guarded: SignInAttempt;
    try {
      guarded = await guardSignIn(c, input.email);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') {
        await recordSecurityEvent(c, { type: 'sign_in_lockout', outcome: 'failure', ...attempt });
      }
      throw error;
    }
    let userId: string;
    try {
      userId = await checkPassword(db.kysely, input);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') {
        await recordSecurityEvent(c, { type: 'sign_in', outcome: 'failure', ...attempt });
      }
      throw error;
    }
    await guarded.succeeded();
    // An account with a second factor waits for its code, unless this browser was trusted.
    const mfa = await enabledMfa(db.kysely, userId);
    if (mfa && !isTrustedBrowser(c, mfa)) {
      const challenge = await openChallenge(db.kysely, userId, clock.now());
      return c.json(
        {
          mfa_required: true as const,
          challenge: challenge.challenge,
          expires_at: challenge.expiresAt,
          remember_days: config.env.MFA_REMEMBER_BROWSER_DAYS,
        },
        200,
      );
    }
    const session = await startSession(db.kysely, config, userId, clientOf(c), c.var.deps.clock.now());
    await recordSecurityEvent(c, {
      type: 'sign_in',
      outcome: 'success',
      actor: { userId },
      sessionId: session.sessionId,
      details: { secondFactor: mfa ? 'trusted_browser' : 'none' },
    });
    return c.json(await sessionResponse(c, session), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/sign-in/mfa',
    tags: ['Autenticación'],
    summary: 'Segundo paso del inicio de sesión',
    description:
      'El código de la aplicación de autenticación (o un código de recuperación) para el desafío que devolvió el primer paso. Cada desafío vale 5 minutos y 5 intentos; cada código de la aplicación, una sola vez.',
    request: { body: { required: true, content: { 'application/json': { schema: signInMfaSchema } } } },
    responses: {
      200: {
        description: 'Sesión iniciada',
        content: { 'application/json': { schema: mfaSessionResponseSchema } },
      },
      401: errorResponse('Desafío vencido, ya usado o sin intentos: volver a iniciar sesión'),
      422: errorResponse('Código incorrecto o ya usado'),
      429: errorResponse('Demasiados intentos'),
    },
  }),
  async (c) => {
    const { session, recoveryCodesLeft } = await passSecondStep(c, c.req.valid('json'));
    return c.json({ ...(await sessionResponse(c, session)), recovery_codes_left: recoveryCodesLeft }, 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/refresh',
    tags: ['Autenticación'],
    summary: 'Renovar la sesión',
    description:
      'Cambia el token de renovación de la cookie por uno nuevo. Un token ya usado revoca la sesión entera, salvo en los 10 s siguientes a su uso (peticiones simultáneas del mismo navegador).',
    responses: {
      200: {
        description: 'Sesión renovada',
        content: { 'application/json': { schema: sessionResponseSchema } },
      },
      401: errorResponse('Sesión terminada'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    const token = readRefreshCookie(c);
    const result = token ? await rotateSession(db.kysely, config, token, c.var.deps.clock.now()) : null;
    if (!result?.ok) {
      // A request that lost a race with its own browser keeps the cookie: the winner's answer
      // may already have set the successor in it.
      if (result?.reason !== 'superseded') clearRefreshCookie(c);
      if (result?.reason === 'reused')
        c.var.log.warn({ event: 'refresh_token_reused' }, 'refresh token reused; session revoked');
      throw AppError.unauthorized(messages.session.refreshInvalid);
    }
    return c.json(await sessionResponse(c, result.session), 200);
  },
);

authRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/sign-out',
    tags: ['Autenticación'],
    summary: 'Cerrar sesión',
    description:
      'Revoca la sesión del navegador (por su cookie o por su token de acceso) y borra la cookie. Si la sesión se abrió con el inicio de sesión institucional y el proveedor ofrece cerrar la suya, responde 200 con la dirección a la que llevar al navegador.',
    responses: {
      200: {
        description: 'Sesión cerrada; falta cerrar la del proveedor de identidad',
        content: { 'application/json': { schema: signOutResponseSchema } },
      },
      204: { description: 'Sesión cerrada' },
    },
  }),
  async (c) => {
    const { db } = c.var.deps;
    const token = readRefreshCookie(c);
    const ended = new Set<SignedInWith | undefined>();
    if (token) ended.add(await revokeSessionByRefreshToken(db.kysely, token));
    const bearer = bearerToken(c);
    const claims = bearer
      ? await verifyAccessToken(bearer, c.var.deps.config.jwtSecret, c.var.deps.clock.now())
      : null;
    if (claims) ended.add(await revokeSession(db.kysely, claims.sid, 'signed_out'));
    clearRefreshCookie(c);
    const endSessionUrl = ended.has('sso') ? await providerSignOutUrl(c) : undefined;
    return endSessionUrl ? c.json({ endSessionUrl }, 200) : c.body(null, 204);
  },
);

authRoutes.use('/me', requireAuth);
authRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/me',
    tags: ['Autenticación'],
    summary: 'Usuario actual',
    security: [{ bearerAuth: [] }],
    responses: {
      200: {
        description: 'El usuario de la sesión',
        content: { 'application/json': { schema: currentUserSchema } },
      },
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    const user = await loadCurrentUser(db.kysely, fileLinks, c.var.viewer.userId);
    if (!user) throw AppError.unauthorized();
    return c.json(user, 200);
  },
);
