import { describe, expect, test } from 'vitest';
import type { Task } from '../../mock/schemas/task-schema';
import { inOrder, moved } from './task-order';

const task = (id: number) => ({ id, title: `Task ${id}` }) as Task;

describe('the dragged order', () => {
  test('moving a task down and up among the visible ones', () => {
    expect(moved([], [1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moved([], [1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  test('tasks ranked before but not visible now keep their rank after the visible ones', () => {
    expect(moved([5, 1, 2], [1, 2], 2, 1)).toEqual([2, 1, 5]);
  });

  test('an unknown target changes nothing', () => {
    expect(moved([1, 2], [1, 2], 1, 9)).toEqual([1, 2]);
  });

  test('ranked tasks follow the order; new ones come first, in the mock’s order', () => {
    const tasks = [task(9), task(1), task(2), task(3)];
    expect(inOrder(tasks, [3, 1, 2]).map((item) => item.id)).toEqual([9, 3, 1, 2]);
    expect(inOrder(tasks, []).map((item) => item.id)).toEqual([9, 1, 2, 3]);
  });
});
