import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from '../../mock/schemas/task-schema';
import type { TaskTag } from '../../mock/schemas/task-schema';

export type TaskFilter = (typeof TASK_FILTERS)[number];
export type TaskSort = (typeof TASK_SORTS)[number];

export const TODO_PATH = '/apps/todo';
export const TODO_FILTERS: readonly TaskFilter[] = TASK_FILTERS;
export const TODO_TAGS: readonly TaskTag[] = TASK_TAGS;
export const TODO_SORTS: readonly TaskSort[] = TASK_SORTS;

/** Each tag's theme colour, as the template draws its badges and sidebar dots. */
export const TAG_TONES: Record<TaskTag, string> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
};

export const isTaskFilter = (value: string | undefined): value is TaskFilter =>
  TODO_FILTERS.some((filter) => filter === value);

export const isTaskTag = (value: string | undefined): value is TaskTag =>
  TODO_TAGS.some((tag) => tag === value);

export const isTaskSort = (value: string | null): value is TaskSort =>
  TODO_SORTS.some((sort) => sort === value);
