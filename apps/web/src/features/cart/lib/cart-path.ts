/** The cart page, where the header's cart and a course's 'Ir al carrito' lead. */
export const CART_PATH = '/dashboard/cart';
