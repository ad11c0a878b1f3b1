import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { cartLine } from '../../mock/handlers/ecommerce-views';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { cartTotals } from '../lib/cart-totals';
import { renderShopPage, warmShopRoutes } from './shop-test-routes';

serveDemoMock();
warmShopRoutes();

const dollars = (value: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);
const seededLines = () => demoStore().cart.map((item) => cartLine(demoStore(), item)!);

async function openCheckout() {
  const user = userEvent.setup();
  const view = renderShopPage('/apps/ecommerce/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await waitFor(() =>
    expect(screen.getAllByTestId('cart-line')).toHaveLength(seededLines().length),
  );
  return { user, ...view };
}

const step = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

async function fillAddress(user: UserEvent) {
  // The address form is loaded when the step opens.
  await user.type(await screen.findByLabelText('Full name'), 'Amina Wanjiru');
  await user.type(screen.getByLabelText('Mobile number'), '+254 712 345 678');
  await user.type(screen.getByLabelText('Flat, house no.'), 'House 12, Riverside Drive');
  await user.type(screen.getByLabelText('Town or city'), 'Nairobi');
  await user.type(screen.getByLabelText('Postcode'), '00100');
  await user.type(screen.getByLabelText('State or county'), 'Nairobi County');
}

describe('/apps/ecommerce/checkout', () => {
  test('the cart step shows each line’s drawn offers, discount and shipping date, and the totals', async () => {
    const { user } = await openCheckout();
    const lines = seededLines();
    for (const line of lines) {
      const card = screen.getByRole('article', { name: line.name });
      expect(card).toHaveTextContent(`${line.discountPercentage}% off`);
      expect(card).toHaveTextContent(
        line.offers === 1 ? '1 offer available' : `${line.offers} offers available`,
      );
      const day = new Date(`${line.shippingDate}T00:00:00`).toLocaleDateString('en', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });
      expect(card).toHaveTextContent(`Delivery by ${day}`);
    }
    const total = screen.getByTestId('order-total');
    expect(total).toHaveTextContent(dollars(cartTotals(lines).total));

    // One more of the first line: the totals follow.
    const first = screen.getByRole('article', { name: lines[0]!.name });
    await user.click(within(first).getByRole('button', { name: 'One more' }));
    const more = cartTotals(lines, { [lines[0]!.id]: lines[0]!.qty + 1 });
    expect(total).toHaveTextContent(dollars(more.total));
    expect(screen.getByTestId('price-details')).toHaveTextContent(
      `Bag total (${more.items} items)`,
    );
  });

  test('the stepper: later steps open only once reached, arrows move between open steps', async () => {
    const { user } = await openCheckout();
    expect(step('Cart')).toHaveAttribute('aria-current', 'step');
    expect(step('Address')).toBeEnabled();
    expect(step('Payment')).toBeDisabled();

    step('Cart').focus();
    await user.keyboard('{ArrowRight}');
    expect(step('Address')).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // Payment is not open yet: the focus stays.
    expect(step('Address')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(step('Address')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Home}');
    expect(step('Cart')).toHaveFocus();
  });

  test('the address form checks each field, then leads to payment with the address', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await user.click(await screen.findByRole('button', { name: 'Save and deliver here' }));
    for (const message of [
      'Enter the full name.',
      'Enter a mobile number.',
      'Enter the flat or house number.',
      'Enter the town or city.',
      'Enter the postcode.',
      'Enter the state or county.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(step('Payment')).toBeDisabled();

    await fillAddress(user);
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    expect(await screen.findByText('A mobile number has 7 to 15 digits.')).toBeVisible();

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('Amina Wanjiru');
    expect(step('Payment')).toHaveAttribute('aria-current', 'step');
  });

  test('payment checks the card; placing the order empties the cart', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await screen.findByRole('heading', { level: 2, name: 'Payment' });

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter the name on the card.')).toBeVisible();
    expect(screen.getByText('A card number has 13 to 19 digits.')).toBeVisible();
    expect(screen.getByText('Write the expiry date as MM/YY.')).toBeVisible();
    expect(screen.getByText('The CVV has 3 or 4 digits.')).toBeVisible();

    await user.type(screen.getByLabelText('Name on the card'), 'Amina Wanjiru');
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '13/30');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Write the expiry date as MM/YY.')).toBeVisible();
    await user.clear(screen.getByLabelText('Expiry date (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/30');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thank you! Your order is placed.' }),
    ).toHaveFocus();
    expect(demoStore().cart).toEqual([]);
    await waitFor(() => expect(screen.getByRole('link', { name: /^Cart/ })).toHaveTextContent('0'));
  });

  test('cash on delivery needs no card', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Thank you! Your order is placed.')).toBeVisible();
  });

  test('removing a line asks first; the last one leaves an empty cart', async () => {
    const { user } = await openCheckout();
    const lines = seededLines();
    const first = screen.getByRole('article', { name: lines[0]!.name });
    await user.click(within(first).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demoStore().cart).toHaveLength(lines.length);

    for (const line of lines) {
      const card = screen.getByRole('article', { name: line.name });
      await user.click(within(card).getByRole('button', { name: /^Remove/ }));
      const confirm = await screen.findByRole('dialog', { name: 'Remove from the cart?' });
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: line.name })).toBeNull());
    }
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(demoStore().cart).toEqual([]);
  });
});
