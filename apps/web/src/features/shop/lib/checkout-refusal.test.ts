import { describe, expect, test } from 'vitest';
import { HttpError } from '../../../shared/http/http-error';
import { checkoutRefusal } from './checkout-refusal';

const refused = (details: { path: string; message: string }[]) =>
  new HttpError({
    status: 422,
    code: 'CHECKOUT_REFUSED',
    text: details[0]?.message ?? 'Refused',
    label: 'shop.checkout',
    details,
  });

const sent = [{ productId: 'p-1' }, { productId: 'p-2' }];

describe('checkoutRefusal', () => {
  test('puts items.N.productId on the N-th product sent', () => {
    const error = refused([{ path: 'items.1.productId', message: 'Sukari is not on sale.' }]);
    expect(checkoutRefusal(error, sent)).toEqual({
      products: { 'p-2': 'Sukari is not on sale.' },
      general: [],
    });
  });

  test('what concerns the whole cart stays general', () => {
    const error = refused([{ path: 'items', message: 'Two businesses.' }]);
    expect(checkoutRefusal(error, sent)).toEqual({ products: {}, general: ['Two businesses.'] });
  });

  test('an index outside what was sent, or no details, still says something', () => {
    expect(
      checkoutRefusal(refused([{ path: 'items.9.productId', message: 'Gone.' }]), sent).general,
    ).toEqual(['Gone.']);
    expect(checkoutRefusal(refused([]), sent).general).toEqual(['Refused']);
  });
});
