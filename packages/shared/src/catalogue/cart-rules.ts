// No Zod here: the web app's first screens import these, and a Zod import would evaluate every schema at load.

/** Spec §8: the cart holds one product; a second is refused until the order is finished or the cart cleared. */
export const ONE_PRODUCT_PER_ORDER =
  'One product per order: finish the order in your cart or clear the cart before adding another service.';

/** Checkout with nothing in the cart. */
export const CART_EMPTY = 'Your cart is empty';
