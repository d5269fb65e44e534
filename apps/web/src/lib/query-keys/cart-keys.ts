/** One cart per signed-in user: signing out clears the whole cache, so the key needs no user id. */
export const cartKeys = {
  cart: ['cart'] as const,
};
