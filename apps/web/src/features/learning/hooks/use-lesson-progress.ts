import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LessonProgress } from '@pamoja/contract/enrollments';
import { COURSE_PROGRESS_LABEL } from '../api/get-course-progress';
import { saveProgress } from '../api/save-progress';

export const HEARTBEAT_MS = 30_000;

interface LessonProgressOptions {
  lessonId: string;
  /** What the server already has for this lesson (seconds and position go on from there). */
  saved: LessonProgress | undefined;
  /** Only an ACTIVE learner's progress is saved. */
  enabled: boolean;
}

/**
 * Saves the lesson's progress as the learner goes: STARTED on opening, the seconds spent every
 * 30 s, when the tab is hidden and when the lesson is left. Every save sends totals, and the
 * server keeps the larger values, so repeats and late arrivals are harmless.
 */
export function useLessonProgress({ lessonId, saved, enabled }: LessonProgressOptions) {
  const queryClient = useQueryClient();
  const [completed, setCompleted] = useState(saved?.status === 'COMPLETED');
  const state = useRef({ base: 0, since: 0, visibleSince: null as number | null, position: 0 });
  // What the server had when the lesson opened; later saves only add to it.
  const [known] = useState(() => ({
    secondsSpent: saved?.secondsSpent ?? 0,
    position: saved?.position ?? 0,
  }));

  const seconds = useCallback(() => {
    const { base, since, visibleSince } = state.current;
    const running = visibleSince === null ? 0 : Date.now() - visibleSince;
    return base + Math.floor((since + running) / 1000);
  }, []);

  const save = useCallback(
    async (status: 'STARTED' | 'COMPLETED', quiet: boolean) => {
      const input = { status, secondsSpent: seconds(), position: state.current.position };
      const result = await saveProgress({ lessonId, input, quiet });
      await queryClient.invalidateQueries({ queryKey: [COURSE_PROGRESS_LABEL] });
      return result;
    },
    [lessonId, queryClient, seconds],
  );

  useEffect(() => {
    if (!enabled) return;
    state.current = {
      base: known.secondsSpent,
      since: 0,
      visibleSince: document.visibilityState === 'hidden' ? null : Date.now(),
      position: known.position,
    };
    // STARTED even after "Mark as complete": the server keeps COMPLETED, and a quiz may only be
    // completed by passing it.
    const beat = () => save('STARTED', true).catch(() => undefined);
    void beat();
    const timer = window.setInterval(() => void beat(), HEARTBEAT_MS);
    const onVisibility = () => {
      const now = Date.now();
      if (document.visibilityState === 'hidden') {
        const { visibleSince } = state.current;
        if (visibleSince !== null) state.current.since += now - visibleSince;
        state.current.visibleSince = null;
        void beat();
      } else if (state.current.visibleSince === null) state.current.visibleSince = now;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      void beat();
    };
  }, [enabled, known, lessonId, save]);

  return {
    completed,
    /** Where a video is: saved with the next beat. */
    setPosition: (position: number) => {
      state.current.position = Math.max(state.current.position, Math.floor(position));
    },
    startPosition: known.position,
    markComplete: async () => {
      await save('COMPLETED', false);
      setCompleted(true);
    },
  };
}
