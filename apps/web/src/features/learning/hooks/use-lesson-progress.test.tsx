import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ProgressInput } from '@pamoja/contract/enrollments';
import { createQueryClient } from '../../../shared/http/query-client';
import { member } from '../../../shared/testing/fixtures';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { LMS, lessonState, ok, TEXT_ID } from '../testing/fixtures';
import { HEARTBEAT_MS, useLessonProgress } from './use-lesson-progress';

afterEach(() => vi.useRealTimers());

describe('useLessonProgress', () => {
  test('sends the running total every 30 seconds, on top of what the server had', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    signIn(member);
    const bodies: ProgressInput[] = [];
    server.use(
      http.put(`${LMS}/progress/lessons/:id`, async ({ request }) => {
        bodies.push((await request.json()) as ProgressInput);
        return ok(lessonState(TEXT_ID, 'STARTED'));
      }),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(
      () =>
        useLessonProgress({
          lessonId: TEXT_ID,
          saved: lessonState(TEXT_ID, 'STARTED', 100),
          enabled: true,
        }),
      { wrapper },
    );
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ status: 'STARTED', secondsSpent: 100 });
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_MS));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.secondsSpent).toBeGreaterThanOrEqual(130);
    unmount();
    await vi.waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]!.secondsSpent).toBeGreaterThanOrEqual(130);
  });
});
