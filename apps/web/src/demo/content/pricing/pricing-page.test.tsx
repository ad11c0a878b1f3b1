import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { renderContent } from '../testing/render-content';

serveDemoMock();

const price = (plan: string) => screen.getByTestId(`price-${plan}`).textContent ?? '';

describe('/pages/pricing', () => {
  test('monthly prices first; annual shows 40 and 80 a month, 480 and 960 a year', async () => {
    const { user } = await renderContent('/pages/pricing');
    await screen.findByRole('heading', { level: 2, name: 'Standard' });
    expect(price('Standard')).toMatch(/\b49\b/);
    expect(price('Enterprise')).toMatch(/\b99\b/);
    expect(screen.queryByText(/480/)).toBeNull();
    const popular = screen.getByText('Popular').closest('section') as HTMLElement;
    expect(popular).toHaveAccessibleName('Standard');

    await user.click(screen.getByRole('switch', { name: 'Annually' }));
    expect(price('Standard')).toMatch(/\b40\b/);
    expect(price('Enterprise')).toMatch(/\b80\b/);
    expect(price('Basic')).toMatch(/\b0\b/);
    expect(screen.getByText(/480 \/ year/)).toBeInTheDocument();
    expect(screen.getByText(/960 \/ year/)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Annually' }));
    expect(price('Standard')).toMatch(/\b49\b/);
    expect(screen.queryByText(/480/)).toBeNull();
  });

  test('the pricing questions open to their answers', async () => {
    const { user } = await renderContent('/pages/pricing');
    const question = await screen.findByRole('button', { name: 'Can I change my plan later?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/move up or down at any time/)).toBeVisible();
  });
});
