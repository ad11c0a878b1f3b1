import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RIPPLE_MS, RippleButton } from './ripple-button';

afterEach(() => vi.useRealTimers());

describe('RippleButton', () => {
  test('a press ripples for exactly 500 ms, from where it was pressed', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<RippleButton onClick={onClick}>Save</RippleButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(RIPPLE_MS).toBe(500);

    fireEvent.pointerDown(button, { clientX: 10, clientY: 5 });
    fireEvent.click(button, { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('ripple')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(RIPPLE_MS - 1));
    expect(screen.getAllByTestId('ripple')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('ripple')).toBeNull();
  });

  test('presses in a row each get their own ripple, each gone 500 ms after its press', () => {
    vi.useFakeTimers();
    render(<RippleButton>Save</RippleButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerDown(button);
    expect(screen.getAllByTestId('ripple')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getAllByTestId('ripple')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('ripple')).toBeNull();
  });

  test('a key press (a click with no pointer) ripples from the centre; the ripple is hidden from screen readers', () => {
    vi.useFakeTimers();
    render(<RippleButton>Save</RippleButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }), { detail: 0 });
    const ripple = screen.getByTestId('ripple');
    expect(ripple).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button')).toHaveAccessibleName('Save');
    act(() => vi.advanceTimersByTime(RIPPLE_MS));
    expect(screen.queryByTestId('ripple')).toBeNull();
  });
});
