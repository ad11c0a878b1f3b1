import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { breakpointForWidth, isCompact, useBreakpoint } from './breakpoints';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => resizeTo(initialWidth));

describe('breakpoints: the tier for each window width', () => {
  test.each([
    [320, 'mobile'],
    [575.98, 'mobile'],
    [576, 'tablet'],
    [991.98, 'tablet'],
    [992, 'small-desktop'],
    [1199.98, 'small-desktop'],
    [1200, 'desktop'],
  ] as const)('%d px is %s', (width, expected) => {
    expect(breakpointForWidth(width)).toBe(expected);
  });

  test('mobile and tablet are compact (the sidebar becomes an offcanvas)', () => {
    expect(isCompact('mobile')).toBe(true);
    expect(isCompact('tablet')).toBe(true);
    expect(isCompact('small-desktop')).toBe(false);
  });

  test('useBreakpoint follows window resizes', () => {
    resizeTo(1300);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('desktop');
    act(() => resizeTo(500));
    expect(result.current).toBe('mobile');
    act(() => resizeTo(800));
    expect(result.current).toBe('tablet');
  });
});
