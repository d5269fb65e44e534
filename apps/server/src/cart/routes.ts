import { createRoute } from '@hono/zod-openapi';
import {
  addToCartSchema,
  cartSchema,
  checkoutSchema,
  messages,
  orderSchema,
  PENDING_ORDERS_MAX,
} from '@aula/shared';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context';
import { limitAccount } from '../http/account-rate-limit';
import { createRouter, errorResponse } from '../http/router';
import { getOrder } from '../orders/get-order';
import { presentOrder } from '../orders/order-presenter';
import { placeOrder } from '../orders/place-order';
import { addToCart } from './add-to-cart';
import { presentCart } from './cart-presenter';
import { getCart } from './get-cart';
import { removeFromCart } from './remove-from-cart';
import { authorize } from '../auth/permissions';

/** The cart and checkout (docs/product/orders.md#the-cart): each person's own, stored on the server. */
export const cartRoutes = createRouter();
cartRoutes.use('*', requireAuth);
// Admins open every course without buying it, so they have no cart.
cartRoutes.use('*', async (c, next) => {
  authorize(c.var.viewer, 'cart.use', undefined, messages.cart.adminsDoNotBuy);
  c.header('Cache-Control', 'no-store');
  await next();
});

const TAG = ['Carrito'];
const security = [{ bearerAuth: [] }];
const cartResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: cartSchema } },
});

cartRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: TAG,
    security,
    summary: 'Mi carrito',
    description:
      'Los cursos del carrito a su precio actual (los que ya no se pueden comprar dicen por qué), el total por moneda y las instrucciones de pago de la academia.',
    responses: {
      200: cartResponse('El carrito'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los administradores no compran cursos'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    return c.json(presentCart(await getCart(db.kysely, c.var.viewer.profileId), fileLinks), 200);
  },
);

cartRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/items',
    tags: TAG,
    security,
    summary: 'Agregar un curso al carrito',
    description:
      'Un curso publicado y de pago de otra persona, en el que no está inscrito ni tiene un pedido pendiente.',
    request: { body: { content: { 'application/json': { schema: addToCartSchema } }, required: true } },
    responses: {
      201: cartResponse('El carrito con el curso'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los administradores no compran cursos'),
      404: errorResponse('El curso no existe o no está publicado'),
      409: errorResponse('El curso ya está en el carrito'),
      422: errorResponse(
        'El curso no se puede comprar: gratuito, propio, ya inscrito o con un pedido pendiente',
      ),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    await addToCart(c.var.deps, c.var.viewer, c.req.valid('json').courseId);
    return c.json(presentCart(await getCart(db.kysely, c.var.viewer.profileId), fileLinks), 201);
  },
);

cartRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/items/{courseId}',
    tags: TAG,
    security,
    summary: 'Quitar un curso del carrito',
    request: { params: z.object({ courseId: z.uuid({ error: messages.cart.invalidCourse }) }) },
    responses: {
      200: cartResponse('El carrito sin el curso'),
      400: errorResponse('Identificador no válido'),
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los administradores no compran cursos'),
    },
  }),
  async (c) => {
    const { db, fileLinks } = c.var.deps;
    await removeFromCart(db.kysely, c.var.viewer.profileId, c.req.valid('param').courseId);
    return c.json(presentCart(await getCart(db.kysely, c.var.viewer.profileId), fileLinks), 200);
  },
);

cartRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/checkout',
    tags: TAG,
    security,
    summary: 'Confirmar compra',
    description:
      'Convierte el carrito en un pedido pendiente de pago por transferencia, con su código, los precios y las instrucciones de pago copiados. Se envían los cursos y precios que la persona vio: si el carrito cambió, no se registra nada. ' +
      `Cada estudiante tiene a la vez como máximo ${PENDING_ORDERS_MAX} pedidos pendientes, y las confirmaciones por cuenta tienen un límite por intervalo.`,
    request: { body: { content: { 'application/json': { schema: checkoutSchema } }, required: true } },
    responses: {
      201: { description: 'El pedido registrado', content: { 'application/json': { schema: orderSchema } } },
      401: errorResponse('Sin sesión válida'),
      403: errorResponse('Los administradores no compran cursos'),
      409: errorResponse(
        `El carrito cambió, tiene cursos no disponibles, faltan las instrucciones de pago, o ya hay ${PENDING_ORDERS_MAX} pedidos pendientes`,
      ),
      422: errorResponse('Carrito vacío o datos no válidos'),
      429: errorResponse('Demasiadas compras confirmadas seguidas'),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    await limitAccount(
      c,
      'checkout',
      config.env.RATE_LIMIT_CHECKOUT_PER_ACCOUNT,
      messages.cart.tooManyCheckouts,
    );
    const orderId = await placeOrder(c.var.deps, c.var.viewer, c.req.valid('json'));
    const { order, withActors } = await getOrder(db.kysely, c.var.viewer, orderId);
    return c.json(presentOrder(order, { withActors }), 201);
  },
);
