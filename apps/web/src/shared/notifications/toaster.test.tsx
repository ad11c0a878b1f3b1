import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notify } from './notifications-store';
import { Toaster } from './toaster';

afterEach(() => vi.useRealTimers());

// The toast component arrives with the first notification (a lazy chunk): wait for it.
const toastFor = async (message: string) =>
  (await screen.findByText(message)).closest('.toast') as HTMLElement;

describe('Toaster', () => {
  test('shows the brand as default title, a small title and the message', async () => {
    render(<Toaster />);
    act(() => void notify({ type: 'success', message: 'Team created' }));
    const toast = await toastFor('Team created');
    expect(within(toast).getByText('Pamoja')).toBeInTheDocument();
    expect(within(toast).getByText('Success')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-type', 'success');
  });

  test('uses the given title and small title', async () => {
    render(<Toaster />);
    act(
      () =>
        void notify({ type: 'info', message: 'Body', title: 'Airtime', smallTitle: 'just now' }),
    );
    const toast = await toastFor('Body');
    expect(within(toast).getByText('Airtime')).toBeInTheDocument();
    expect(within(toast).getByText('just now')).toBeInTheDocument();
    expect(within(toast).queryByText('Pamoja')).toBeNull();
  });

  test.each(['danger', 'success', 'info', 'warning'] as const)('renders type %s', async (type) => {
    render(<Toaster />);
    act(() => void notify({ type, message: `A ${type} message` }));
    expect(await toastFor(`A ${type} message`)).toHaveClass(`app-toast-${type}`);
  });

  test('errors are announced assertively, the rest politely', async () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'danger', message: 'Payment failed' });
      notify({ type: 'success', message: 'Saved' });
    });
    expect((await toastFor('Payment failed')).closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    expect((await toastFor('Saved')).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  test('the close button removes it', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void notify({ type: 'warning', message: 'Low balance' }));
    await user.click(
      within(await toastFor('Low balance')).getByRole('button', { name: 'Close notification' }),
    );
    expect(screen.queryByText('Low balance')).toBeNull();
  });

  test('closes by itself after its duration', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void notify({ type: 'info', message: 'Short lived', duration: 3000 }));
    // Let the lazy toast component load before the clock is moved.
    await act(async () => {
      await import('./notification-toast');
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Short lived')).toBeNull();
  });
});
