import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Task } from '../../mock/schemas/task-schema';
import { TASKS_LABEL } from './list-tasks';

export const ADD_TASK_LABEL = 'demo.todo.add';

export type NewTask = Omit<Task, 'id'>;

/** `POST /apps/todo/add-tasks { task }`: 201 with the task and its new id. */
export function addTask(task: NewTask): Promise<{ task: Task }> {
  return request<{ task: Task }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/todo/add-tasks',
    data: { task },
    label: ADD_TASK_LABEL,
  });
}

export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(ADD_TASK_LABEL, addTask),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TASKS_LABEL] }),
  });
}
