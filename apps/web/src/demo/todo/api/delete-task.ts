import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Task } from '../../mock/schemas/task-schema';
import { TASKS_LABEL } from './list-tasks';

export const DELETE_TASK_LABEL = 'demo.todo.delete';

/**
 * `DELETE /apps/todo/delete-task?taskId`: only flags the task deleted; it moves to the "deleted"
 * filter (docs/demo-mock.md) and can be restored from there.
 */
export function deleteTask(taskId: number): Promise<{ task: Task }> {
  return request<{ task: Task }>({
    method: 'DELETE',
    apiType: 'demo',
    url: 'apps/todo/delete-task',
    query: { taskId },
    label: DELETE_TASK_LABEL,
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(DELETE_TASK_LABEL, deleteTask),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TASKS_LABEL] }),
  });
}
