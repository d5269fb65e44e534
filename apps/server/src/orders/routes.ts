import { createRoute } from '@hono/zod-openapi';
import {
  approveOrderSchema,
  MY_ORDERS_PAGE_SIZE,
  myOrdersQuerySchema,
  myOrdersSchema,
  orderDecisionSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderMessages,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { limitAccount } from '../http/account-rate-limit';
import { csvHeaders, csvStream, exportDay } from '../http/csv';
import { createRouter, errorResponse } from '../http/router';
import { recordDataExport } from '../security-log/record-data-export';
import { approveOrder } from './approve-order';
import { cancelOrder } from './cancel-order';
import { orderCsvChunks } from './export-orders';
import { getOrder } from './get-order';
import { listMyOrders } from './list-my-orders';
import { listOrders } from './list-orders';
import { presentOrder, presentOrderSummary } from './order-presenter';
import { refundOrder } from './refund-order';
import { rejectOrder } from './reject-order';

/**
 * Orders (docs/product/orders.md#orders-and-payments): a person's own purchases ('Mis Compras')
 * and their cancellation while unpaid, and the admins' list, export and decisions. The services
 * check the role again: only admins see others' orders or decide on an order.
 */
export const orderRoutes = createRouter();
orderRoutes.use('*', requireAuth);
orderRoutes.use('*', async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

const TAG = ['Pedidos'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid({ error: orderMessages.notFound }) });
const orderResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: orderSchema } },
});

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/mine',
    tags: TAG,
    security,
    summary: 'Mis Compras',
    description: 'Los pedidos propios, del más reciente al más antiguo, con sus cursos, estado e historial.',
    request: { query: myOrdersQuerySchema },
    responses: {
      200: {
        description: 'Una página de pedidos',
        content: { 'application/json': { schema: myOrdersSchema } },
      },
      400: errorResponse('Página no válida'),
      401: errorResponse('Sin sesión válida'),
    },
  }),
  async (c) => {
    const { page } = c.req.valid('query');
    const { orders, total } = await listMyOrders(c.var.deps.db.kysely, c.var.viewer, page);
    return c.json(
      {
        items: orders.map((order) => presentOrder(order, { withActors: false })),
        page,
        pageSize: MY_ORDERS_PAGE_SIZE,
        total,
      },
      200,
    );
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Lista de pedidos (administradores)',
    description:
      'Todos los pedidos, del más reciente al más antiguo, con filtros de estado, rango de fechas (días UTC, ambos incluidos), estudiante (nombre o email) y curso.',
    request: { query: orderListQuerySchema },
    responses: {
      200: {
        description: 'Una página de pedidos',
        content: { 'application/json': { schema: orderListSchema } },
      },
      400: errorResponse('Filtros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const { orders, total } = await listOrders(c.var.deps.db.kysely, c.var.viewer, query);
    return c.json(
      { items: orders.map(presentOrderSummary), total, page: query.page, pageSize: query.pageSize },
      200,
    );
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export.csv',
    tags: TAG,
    security,
    summary: 'Exportar pedidos (CSV, administradores)',
    description:
      'Los pedidos de la lista con los mismos filtros, todas las páginas: una línea por pedido y moneda, en UTF-8 con BOM.',
    request: { query: orderExportQuerySchema },
    responses: {
      200: { description: 'El archivo CSV', content: { 'text/csv': { schema: z.string() } } },
      400: errorResponse('Filtros no válidos'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Solo administradores'),
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const chunks = orderCsvChunks(c.var.deps.db.kysely, c.var.viewer, query);
    await recordDataExport(c, 'orders', query);
    return c.body(csvStream(chunks), 200, csvHeaders(orderMessages.admin.exportFileName(exportDay())));
  },
);

orderRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: TAG,
    security,
    summary: 'Detalle de un pedido',
    description:
      'Administradores: cualquier pedido, con quién hizo cada cambio. Los demás: solo los propios.',
    request: { params: idParams },
    responses: {
      200: orderResponse('El pedido'),
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      404: errorResponse('No existe o no es suyo'),
    },
  }),
  async (c) => {
    const { order, withActors } = await getOrder(c.var.deps.db.kysely, c.var.viewer, c.req.valid('param').id);
    return c.json(presentOrder(order, { withActors }), 200);
  },
);

const decisionResponses = {
  200: orderResponse('El pedido con su nuevo estado'),
  400: errorResponse('Identificador no válido'),
  401: errorResponse('Sin sesión válida'),
  403: errorResponse('Solo administradores'),
  404: errorResponse('El pedido no existe'),
  409: errorResponse('El pedido ya no está en el estado que la acción requiere'),
  422: errorResponse('Datos no válidos, o el plazo de reembolso venció'),
};

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/approve',
    tags: TAG,
    security,
    summary: 'Aprobar un pedido (administradores)',
    description:
      'La transferencia llegó: inscribe al estudiante en cada curso del pedido (una sola vez, aunque se apruebe dos veces a la vez) y le avisa. Acepta una nota, como el número de operación.',
    request: {
      params: idParams,
      body: { content: { 'application/json': { schema: approveOrderSchema } }, required: true },
    },
    responses: decisionResponses,
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await approveOrder(c.var.deps, c.var.viewer, id, c.req.valid('json').note);
    const { order, withActors } = await getOrder(c.var.deps.db.kysely, c.var.viewer, id);
    return c.json(presentOrder(order, { withActors }), 200);
  },
);

// 'Rechazar' and 'Reembolsar' both say why; the student reads the reason.
for (const [action, decide, summary, description] of [
  [
    'reject',
    rejectOrder,
    'Rechazar un pedido (administradores)',
    'Un pedido pendiente cuyo pago no llegó o no coincide; el estudiante recibe el motivo.',
  ],
  [
    'refund',
    refundOrder,
    'Reembolsar un pedido (administradores)',
    'Dentro de los 30 días siguientes a su aprobación: termina las inscripciones que el pedido compró, avisa al estudiante y conserva el historial.',
  ],
] as const) {
  orderRoutes.openapi(
    createRoute({
      method: 'post',
      path: `/{id}/${action}`,
      tags: TAG,
      security,
      summary,
      description,
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: orderDecisionSchema } }, required: true },
      },
      responses: decisionResponses,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await decide(c.var.deps, c.var.viewer, id, c.req.valid('json').reason);
      const { order, withActors } = await getOrder(c.var.deps.db.kysely, c.var.viewer, id);
      return c.json(presentOrder(order, { withActors }), 200);
    },
  );
}

orderRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/cancel',
    tags: TAG,
    security,
    summary: 'Cancelar un pedido propio pendiente de pago',
    description:
      'El estudiante retira su pedido mientras espera el pago: sus cursos vuelven a poder comprarse, el historial lo registra y los administradores reciben un aviso. Una vez aprobado, rechazado o reembolsado, se rechaza con 409.',
    request: { params: idParams },
    responses: {
      200: orderResponse('El pedido cancelado'),
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los administradores no compran: rechazan el pedido'),
      404: errorResponse('El pedido no existe o no es suyo'),
      409: errorResponse('El pedido ya no está pendiente'),
      429: errorResponse('Demasiados pedidos cancelados seguidos'),
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    await limitAccount(
      c,
      'order-cancel',
      c.var.deps.config.env.RATE_LIMIT_ORDER_CANCEL_PER_ACCOUNT,
      orderMessages.tooManyCancellations,
    );
    await cancelOrder(c.var.deps, c.var.viewer, id);
    const { order, withActors } = await getOrder(c.var.deps.db.kysely, c.var.viewer, id);
    return c.json(presentOrder(order, { withActors }), 200);
  },
);
