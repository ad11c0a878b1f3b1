import { useMutation } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ApiResponse } from '../../../shared/http/types';

export const START_ATTEMPT_LABEL = 'learning.startAttempt';

export interface QuizOption {
  id: string;
  text: string;
}

/** A question as the learner gets it before answering: never its correct options. */
export interface LearnerQuestion {
  id: string;
  kind: 'SINGLE' | 'MULTIPLE' | 'TRUE_FALSE';
  text: string;
  options: QuizOption[];
}

export interface AttemptStart {
  attemptId: string;
  attemptNumber: number;
  attemptsAllowed: number | null;
  passMark: number;
  questions: LearnerQuestion[];
}

/** `POST lessons/{id}/attempts/start`: a new attempt, or the open one, in its question order. */
export async function startAttempt(lessonId: string): Promise<AttemptStart> {
  const body = await request<ApiResponse<AttemptStart>>({
    method: 'POST',
    url: `lessons/${encodeURIComponent(lessonId)}/attempts/start`,
    apiType: 'lms',
    label: START_ATTEMPT_LABEL,
    hideSuccessMessage: true,
  });
  return body.data;
}

export const startAttemptMutationOptions = () =>
  labelMutationOptions(START_ATTEMPT_LABEL, startAttempt);

export function useStartAttempt() {
  return useMutation(startAttemptMutationOptions());
}
