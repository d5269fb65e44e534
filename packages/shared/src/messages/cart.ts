import { common } from './common';
/**
 * The cart and checkout (docs/product/orders.md#the-cart, docs/product/orders.md#checkout): a
 * student's courses to buy, paid by manual transfer.
 */
export const cart = {
  addToCart: 'Agregar al Carrito',
  adding: 'Agregando...',
  inCart: 'En el carrito',
  goToCart: 'Ir al carrito',
  pendingPayment: 'Pago pendiente',
  pendingPaymentNote: (code: string) =>
    `Tu pedido ${code} espera la confirmación de tu pago. Tendrás acceso en cuanto la academia lo apruebe.`,
  viewPurchases: 'Ver mis compras',
  added: 'Curso agregado al carrito',
  removed: 'Curso quitado del carrito',
  /** The header icon. */
  iconLabel: (count: number) =>
    count === 0 ? 'Carrito vacío' : count === 1 ? 'Carrito: 1 curso' : `Carrito: ${count} cursos`,
  /** The cart page at /dashboard/cart. */
  title: 'Carrito',
  subtitle: 'Los cursos que vas a comprar. Pagas por transferencia y la academia confirma tu pago.',
  empty: 'Tu carrito está vacío',
  emptyHint: 'Explora el catálogo y agrega los cursos que quieras comprar.',
  browse: 'Explorar cursos',
  loading: 'Cargando tu carrito...',
  loadError: 'No se pudo cargar tu carrito.',
  itemsLabel: 'Cursos en el carrito',
  instructor: (names: string) => `Instructor: ${names}`,
  remove: 'Quitar',
  removeLabel: (title: string) => `Quitar ${title} del carrito`,
  removing: 'Quitando...',
  summary: 'Resumen',
  total: 'Total',
  /** Money is never summed across currencies: one total line per currency. */
  totalIn: (code: string) => `Total en ${code}`,
  howToPay: 'Cómo pagar',
  howToPayHint:
    'Al confirmar recibirás un código de pedido. Indícalo en tu transferencia para que la academia identifique tu pago.',
  checkout: 'Confirmar compra',
  checkingOut: 'Confirmando...',
  unavailableNote: 'Este curso ya no está disponible para la compra. Quítalo del carrito para continuar.',
  /** After 'Confirmar compra'. */
  orderPlacedTitle: '¡Pedido registrado!',
  orderPlaced: (code: string) =>
    `Tu pedido ${code} está pendiente de pago. Realiza la transferencia indicando este código; te avisaremos cuando la academia la confirme.`,
  /** Refusals from the server. */
  courseNotFound: 'El curso no existe o no está disponible.',
  notForSale: 'Este curso es gratuito: inscríbete directamente desde su página.',
  ownCourse: 'No puedes comprar tu propio curso.',
  alreadyOwned: 'Ya estás inscrito en este curso.',
  alreadyPending: 'Este curso ya está en un pedido pendiente de pago.',
  alreadyInCart: 'Este curso ya está en tu carrito.',
  adminsDoNotBuy: 'Los administradores acceden a todos los cursos sin comprarlos.',
  emptyCart: 'Tu carrito está vacío.',
  cartChanged: 'Tu carrito cambió (cursos o precios). Revísalo antes de confirmar.',
  cartHasUnavailable: 'Hay cursos en tu carrito que ya no están disponibles. Quítalos para continuar.',
  paymentNotConfigured:
    'La academia aún no configuró las instrucciones de pago. Inténtalo más tarde o escribe a la academia.',
  invalidCourse: 'El curso elegido no es válido.',
  tooManyPending: (max: number) =>
    `Ya tienes ${max} pedidos pendientes de pago. Paga o cancela uno en Mis Compras antes de hacer otro pedido.`,
  tooManyCheckouts: 'Has confirmado demasiadas compras seguidas. Espera unos minutos e inténtalo de nuevo.',
  /** An admin who opens /dashboard/cart: admins have no cart. */
  noAccessTitle: common.noAccessTitle,
} as const;
