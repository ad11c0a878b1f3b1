import { isHttpError } from '../../../shared/http/http-error';

/** What a refused checkout said, placed: on the cart's products, or about the cart as a whole. */
export interface CheckoutRefusal {
  /** productId → the server's words about it. */
  products: Record<string, string>;
  /** What concerns the whole cart (two businesses, over M-Pesa's limit…), or any other failure. */
  general: string[];
}

const ITEM_PATH = /^items\.(\d+)\.productId$/;

/**
 * `details[].path` `items.N.productId` points at the N-th item sent: the product is found from
 * what was sent, not from the cart now (which the person may have changed meanwhile).
 */
export function checkoutRefusal(
  error: unknown,
  sent: readonly { productId: string }[],
): CheckoutRefusal {
  const refusal: CheckoutRefusal = { products: {}, general: [] };
  if (!isHttpError(error)) {
    refusal.general.push(error instanceof Error ? error.message : String(error));
    return refusal;
  }
  for (const detail of error.details) {
    const index = ITEM_PATH.exec(detail.path)?.[1];
    const productId = index === undefined ? undefined : sent[Number(index)]?.productId;
    if (productId) refusal.products[productId] = detail.message;
    else if (detail.path !== 'phoneNumber') refusal.general.push(detail.message);
  }
  if (Object.keys(refusal.products).length === 0 && refusal.general.length === 0) {
    refusal.general.push(error.text);
  }
  return refusal;
}
