import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { ComingSoonRoute } from './coming-soon';

function renderPage() {
  renderRoutes([{ path: '/misc/coming-soon', element: <ComingSoonRoute /> }], '/misc/coming-soon');
  return userEvent.setup();
}

const field = () => screen.getByLabelText('Your e-mail, to hear when it is ready');

describe('coming soon', () => {
  test('shows its heading, picture and the way home', async () => {
    const { container } = renderRoutes([{ path: '/', element: <ComingSoonRoute /> }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(container.querySelector('svg.misc-illustration')).not.toBeNull();
  });

  test('the subscribe form names what is missing or wrong, then thanks', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(), 'jane@');
    expect(
      screen.getByText('E-mail must be a valid address, like name@example.com.'),
    ).toBeVisible();

    await user.type(field(), 'example.com');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! This preview keeps no mailing list yet, so nothing is stored or sent to jane@example.com.',
    );
  });
});
