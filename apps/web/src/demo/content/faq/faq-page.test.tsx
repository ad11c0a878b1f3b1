import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderContent } from '../testing/render-content';

serveDemoMock();

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('/pages/faq', () => {
  test('categories are tabs; the search narrows them as one types; nothing found says so', async () => {
    const { user } = await renderContent('/pages/faq');
    await screen.findByRole('tab', { name: 'Payment' });
    expect(tabNames()).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & Return',
      'My Orders',
      'Product & Services',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Delivery' }));
    expect(
      screen.getByRole('button', { name: 'How would you ship my order?' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'warranty');
    await waitFor(() => expect(tabNames()).toEqual(['Product & Services']));
    expect(screen.getByRole('tab', { name: 'Product & Services' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const question = screen.getByRole('button', {
      name: 'Where can I find the warranty of my product?',
    });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zzz');
    expect(
      await screen.findByText('No question matches “warrantyzzz”. Try other words.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }));
    await waitFor(() => expect(tabNames()).toHaveLength(5));
  }, 45_000);
});
