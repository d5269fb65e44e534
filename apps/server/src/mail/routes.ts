import { createRoute } from '@hono/zod-openapi';
import {
  mailDetailSchema,
  mailIdParamsSchema,
  mailListQuerySchema,
  mailListSchema,
  mailTemplateListSchema,
  mailTemplateParamsSchema,
  renderedMailSchema,
  sentMailMessages as m,
  MAIL_COUNT_LIMIT,
} from '@aula/shared';
import { requireAuth } from '../auth/auth-context';
import { authorize } from '../auth/permissions';
import { AppError } from '../core/app-error';
import { createRouter, errorResponse } from '../http/router';
import { getMail } from './get-mail';
import { listMail } from './list-mail';
import { presentMailSummary, presentRendered } from './mail-presenter';
import type { MailRow } from './mail-queries';
import { MAIL_TEMPLATES, mailTemplateNamed } from './mail-templates';
import { renderMail } from './render-mail';

/** 'Correo enviado' (docs/product/email.md#correo-enviado): admins only. */
export const mailRoutes = createRouter();
mailRoutes.use('*', requireAuth);

const TAG = ['Correo'];
const security = [{ bearerAuth: [] }];

/** A message not sent yet has no kept copy: its subject comes from its template. */
const subjectOf = (row: MailRow) =>
  row.subject ?? mailTemplateNamed(row.template)?.subject(row.data as never) ?? row.template;

mailRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Correos enviados y por enviar (administradores)',
    description: `Del más reciente al más antiguo, con su estado (en cola, enviando, enviado, fallido) y, en los fallidos, el error. Dice también si salen por SMTP o a la carpeta mail/. El total se cuenta hasta ${MAIL_COUNT_LIMIT.toLocaleString('es')}.`,
    request: { query: mailListQuerySchema },
    responses: {
      200: {
        description: 'Una página de correos',
        content: { 'application/json': { schema: mailListSchema } },
      },
      400: errorResponse('Filtros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { rows, total, totalIsLowerBound } = await listMail(c.var.deps.db.kysely, c.var.viewer, query);
    return c.json(
      {
        items: rows.map((row) => presentMailSummary(row, subjectOf(row))),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalIsLowerBound,
        transport: c.var.deps.config.env.SMTP_URL ? ('smtp' as const) : ('outbox' as const),
      },
      200,
    );
  },
);

mailRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/templates',
    tags: TAG,
    security,
    summary: 'Plantillas de correo (administradores)',
    responses: {
      200: {
        description: 'Las plantillas',
        content: { 'application/json': { schema: mailTemplateListSchema } },
      },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  (c) => {
    authorize(c.var.viewer, 'mail.view');
    return c.json(
      {
        items: MAIL_TEMPLATES.map((template) => ({
          name: template.name,
          essential: template.preference === null,
        })),
      },
      200,
    );
  },
);

mailRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/templates/{name}/preview',
    tags: TAG,
    security,
    summary: 'Vista previa de una plantilla con datos de ejemplo (administradores)',
    request: { params: mailTemplateParamsSchema },
    responses: {
      200: {
        description: 'El correo de ejemplo',
        content: { 'application/json': { schema: renderedMailSchema } },
      },
      400: errorResponse('Nombre no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
      404: errorResponse('La plantilla no existe'),
    },
  }),
  async (c) => {
    authorize(c.var.viewer, 'mail.view');
    const template = mailTemplateNamed(c.req.valid('param').name);
    if (!template) throw AppError.notFound(m.templateNotFound);
    const rendered = await renderMail(template, template.sample, {
      publicUrl: c.var.deps.config.publicUrl,
      secret: null,
      unsubscribeUrl: template.preference ? `${c.var.deps.config.publicUrl}/unsubscribe` : null,
    });
    return c.json(presentRendered(rendered), 200);
  },
);

mailRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Un correo, como salió o saldrá (administradores)',
    description: 'HTML y texto plano, con los enlaces privados ocultos.',
    request: { params: mailIdParamsSchema },
    responses: {
      200: { description: 'El correo', content: { 'application/json': { schema: mailDetailSchema } } },
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
      404: errorResponse('El correo no existe'),
    },
  }),
  async (c) => {
    const row = await getMail(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id);
    const template = mailTemplateNamed(row.template);
    const rendered =
      row.html !== null
        ? { subject: subjectOf(row), html: row.html, text: row.text_body ?? '' }
        : template
          ? await renderMail(template, row.data, {
              publicUrl: c.var.deps.config.publicUrl,
              secret: null,
              unsubscribeUrl: null,
            })
          : { subject: row.template, html: '', text: '' };
    return c.json({ ...presentMailSummary(row, subjectOf(row)), rendered: presentRendered(rendered) }, 200);
  },
);
