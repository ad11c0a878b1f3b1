import { create } from 'zustand';
import type { Task } from '../../mock/schemas/task-schema';

/**
 * The order the person dragged the tasks into. The mock has no call for it, so it is kept in
 * memory like the rest of the demo's changes: until the page is reloaded.
 */
interface TaskOrderState {
  ids: number[];
  move: (visible: readonly number[], from: number, to: number) => void;
}

export const useTaskOrder = create<TaskOrderState>()((set) => ({
  ids: [],
  move: (visible, from, to) => set((state) => ({ ids: moved(state.ids, visible, from, to) })),
}));

/** The whole remembered order after moving `from` to `to` among the visible ids. */
export function moved(
  order: readonly number[],
  visible: readonly number[],
  from: number,
  to: number,
) {
  const next = [...visible];
  const [item] = next.splice(visible.indexOf(from), 1);
  if (item === undefined || !visible.includes(to)) return [...order];
  next.splice(visible.indexOf(to), 0, item);
  const rest = order.filter((id) => !next.includes(id));
  return [...next, ...rest];
}

/**
 * The tasks in the dragged order. Those never ranked come first in the mock's order: the mock
 * puts a new task on top, and it stays there after a drag elsewhere.
 */
export function inOrder(tasks: readonly Task[], order: readonly number[]): Task[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return tasks
    .map((task, index) => ({ task, index, rank: rank.get(task.id) }))
    .sort((a, b) => {
      if (a.rank !== undefined && b.rank !== undefined) return a.rank - b.rank;
      if (a.rank !== undefined) return 1;
      if (b.rank !== undefined) return -1;
      return a.index - b.index;
    })
    .map(({ task }) => task);
}
