import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Task } from '../../mock/schemas/task-schema';

export const TASKS_LABEL = 'demo.todo.tasks';

/** What the list shows: a filter or a tag (never both), a search term and an order. */
export interface TaskQuery {
  filter?: string;
  tag?: string;
  q?: string;
  sortBy?: string;
}

/** `GET /apps/todo/tasks?q&filter&tag&sortBy`: deleted tasks only under `filter=deleted`. */
export function listTasks(query: TaskQuery, signal?: AbortSignal): Promise<{ tasks: Task[] }> {
  return request<{ tasks: Task[] }>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/todo/tasks',
    query: { ...query },
    label: TASKS_LABEL,
    signal,
  });
}

export const tasksQueryOptions = (query: TaskQuery) =>
  labelQueryOptions(TASKS_LABEL, ({ signal }) => listTasks(query, signal), query);

export function useTasks(query: TaskQuery) {
  // The list stays on screen while a new search or order loads, instead of flashing a spinner.
  return useQuery({ ...tasksQueryOptions(query), placeholderData: keepPreviousData });
}
