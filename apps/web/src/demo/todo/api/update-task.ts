import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Task } from '../../mock/schemas/task-schema';
import { TASKS_LABEL } from './list-tasks';

export const UPDATE_TASK_LABEL = 'demo.todo.update';

/** `POST /apps/todo/update-task { task }`: the whole task, as the template sends it. */
export function updateTask(task: Task): Promise<{ task: Task }> {
  return request<{ task: Task }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/todo/update-task',
    data: { task },
    label: UPDATE_TASK_LABEL,
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(UPDATE_TASK_LABEL, updateTask),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TASKS_LABEL] }),
  });
}
