import { ssoRoutes } from './sso/routes';
import { OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '@aula/shared';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { certificateRoutes, verifyRoutes } from './certificates/routes';
import { commentRoutes } from './comments/routes';
import { courseRoutes } from './courses/routes';
import { dashboardRoutes } from './dashboard/routes';
import { userRoutes } from './users/routes';
import { healthRoutes } from './health/routes';
import type { Viewer } from './auth/viewer';
import type { AppEnv } from './http/app-env';
import type { AppDeps } from './deps';
import { clientIp } from './http/client-info';
import { limitRequestBodies } from './http/body-limits';
import { noStoreUnlessCacheable } from './http/cache-control';
import { createErrorHandler } from './http/error-handler';
import { apiDocsRoutes } from './http/api-docs';
import { checkDocumentedResponses } from './http/documented-responses';
import { answerUnwrittenRulesInSpanish } from './http/validation';
import { mountWebApp } from './http/web-app';
import { learningRoutes } from './learning/routes';
import { notificationRoutes } from './notifications/routes';
import { orderRoutes } from './orders/routes';
import { referenceRoutes } from './reference/routes';
import { reviewRoutes } from './reviews/routes';
import { recordSecurityEvent } from './security-log/record-security-event';
import { securityLogRoutes } from './security-log/routes';
import { scheduledTaskRoutes } from './scheduled-tasks/routes';
import { passwordRecoveryRoutes } from './password-recovery/routes';
import { invitationRoutes } from './invitations/routes';
import { unitRoutes } from './organisation/unit-routes';
import { positionRoutes } from './organisation/position-routes';
import { assignmentRoutes } from './compliance/assignment-routes';
import { requirementRoutes } from './compliance/requirement-routes';
import { placementRoutes } from './organisation/placement-routes';
import { teamRoutes } from './organisation/team-routes';
import { staffImportRoutes } from './staff-import/routes';
import { mailRoutes } from './mail/routes';
import { mailPreferenceRoutes, unsubscribeRoutes } from './mail/preference-routes';
import { academySettingsRoutes } from './academy-settings/routes';
import { fileRoutes } from './files/routes';
import { studentRoutes } from './students/routes';
import { uploadRoutes } from './uploads/routes';

/** Builds the whole HTTP app around its dependencies; tests build it with their own. */
export function createApp(deps: AppDeps, options: { webDistDir?: string } = {}) {
  answerUnwrittenRulesInSpanish();
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestId());
  // No inline script may run: the built app and the API docs load only their own files.
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      // HSTS only means something over TLS; PUBLIC_URL says whether the app is served that way.
      strictTransportSecurity: deps.config.publicUrl.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('log', deps.logger.child({ requestId: c.var.requestId }));
    await next();
    if (c.req.path.startsWith('/api/')) {
      // Who asked and from where, so that a line can be traced to a person and a session.
      const auth = c.get('viewer') as Viewer | undefined;
      c.var.log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          ip: clientIp(c),
          ...(auth && {
            userId: auth.userId,
            profileId: auth.profileId,
            role: auth.role,
            sessionId: auth.sessionId,
          }),
        },
        'request',
      );
    }
  });
  app.onError(
    createErrorHandler((c, error) =>
      recordSecurityEvent(c, {
        type: 'permission_denied',
        outcome: 'failure',
        details: { method: c.req.method, path: c.req.path, code: error.code },
      }),
    ),
  );
  app.use('/api/*', noStoreUnlessCacheable);
  app.use('/api/*', limitRequestBodies);
  if (deps.config.env.NODE_ENV !== 'production') app.use('/api/*', checkDocumentedResponses(app));

  app.route('/api/health', healthRoutes);
  app.route('/api/auth/password-reset', passwordRecoveryRoutes);
  app.route('/api/auth/invitation', invitationRoutes);
  app.route('/api/auth/sso', ssoRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/account', accountRoutes);
  app.route('/api/reference', referenceRoutes);
  // Before the course router: learning and review routes authenticate themselves, once.
  app.route('/api', learningRoutes);
  app.route('/api', reviewRoutes);
  app.route('/api/courses', courseRoutes);
  app.route('/api/courses', commentRoutes);
  app.route('/api/files', fileRoutes);
  app.route('/api/uploads', uploadRoutes(deps.uploadStaging));
  app.route('/api/notifications', notificationRoutes);
  app.route('/api/users', userRoutes);
  app.route('/api/students', studentRoutes);
  app.route('/api/dashboard', dashboardRoutes);
  app.route('/api/certificates', certificateRoutes);
  app.route('/api/verify', verifyRoutes);
  app.route('/api/cart', cartRoutes);
  app.route('/api/orders', orderRoutes);
  app.route('/api/settings', academySettingsRoutes);
  app.route('/api/security-events', securityLogRoutes);
  app.route('/api/jobs', scheduledTaskRoutes);
  app.route('/api/units', unitRoutes);
  app.route('/api/positions', positionRoutes);
  app.route('/api/requirements', requirementRoutes);
  app.route('/api/assignments', assignmentRoutes);
  app.route('/api', placementRoutes);
  app.route('/api/team', teamRoutes);
  app.route('/api/staff-imports', staffImportRoutes);
  app.route('/api/mail', mailRoutes);
  app.route('/api/account/mail-preferences', mailPreferenceRoutes);
  app.route('/api/unsubscribe', unsubscribeRoutes);
  app.route('/api', apiDocsRoutes(app));

  app.all('/api/*', (c) => c.json({ message: messages.common.notFound, code: 'not_found' }, 404));
  if (options.webDistDir) mountWebApp(app, options.webDistDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
