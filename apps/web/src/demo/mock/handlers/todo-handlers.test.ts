import { describe, expect, test } from 'vitest';
import { taskSchema } from '../schemas/task-schema';
import type { Task } from '../schemas/task-schema';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function tasks(query: Record<string, string> = {}): Promise<Task[]> {
  const answer = await demoGet<{ tasks: unknown[] }>('/apps/todo/tasks', query);
  expect(answer.status).toBe(200);
  return answer.body.tasks.map((task) => taskSchema.parse(task));
}

const ids = (list: Task[]) => list.map((task) => task.id).sort((a, b) => a - b);
const storedIds = (test: (task: Task) => boolean) => ids(demoStore().tasks.filter(test));

describe('to-do', () => {
  test('deleted tasks show only under "deleted"', async () => {
    expect(storedIds((task) => task.isDeleted).length).toBeGreaterThan(0);
    expect(ids(await tasks())).toEqual(storedIds((task) => !task.isDeleted));
    expect(ids(await tasks({ filter: 'deleted' }))).toEqual(storedIds((task) => task.isDeleted));
  });

  test.each([
    ['important', (task: Task) => task.isImportant],
    ['completed', (task: Task) => task.isCompleted],
  ])('the %s filter', async (filter, test) => {
    expect(ids(await tasks({ filter }))).toEqual(
      storedIds((task) => !task.isDeleted && test(task)),
    );
  });

  test('the tag filter and the search', async () => {
    expect(ids(await tasks({ tag: 'high' }))).toEqual(
      storedIds((task) => !task.isDeleted && task.tags.includes('high')),
    );
    const target = demoStore().tasks.find((task) => !task.isDeleted) as Task;
    expect(ids(await tasks({ q: target.title.toUpperCase() }))).toContain(target.id);
  });

  test.each([
    ['title-asc', (list: Task[]) => list.map((task) => task.title), 1],
    ['title-desc', (list: Task[]) => list.map((task) => task.title), -1],
    ['due-date', (list: Task[]) => list.map((task) => task.dueDate), 1],
    ['assignee', (list: Task[]) => list.map((task) => task.assignee?.fullName ?? ''), 1],
  ] as const)('sorts by %s', async (sortBy, keys, sign) => {
    const values = keys(await tasks({ sortBy }));
    const sorted = [...values].sort(
      (a, b) => sign * a.localeCompare(b, 'en', { sensitivity: 'base' }),
    );
    expect(values).toEqual(sorted);
    expect(values).not.toEqual(keys(await tasks()));
  });

  test('add (201), update and delete (a flag) last until reset', async () => {
    const added = await demoCall<{ task: Task }>('POST', '/apps/todo/add-tasks', {
      body: {
        task: { title: 'Call the bank', dueDate: '2026-02-01T09:00:00.000Z', tags: ['high'] },
      },
    });
    expect(added.status).toBe(201);
    const task = taskSchema.parse(added.body.task);
    expect(task.id).toBe(17);
    const updated = await demoCall('POST', '/apps/todo/update-task', {
      body: { task: { ...task, isCompleted: true } },
    });
    expect(updated.status).toBe(200);
    expect(ids(await tasks({ filter: 'completed' }))).toContain(17);
    expect(
      (await demoCall('DELETE', '/apps/todo/delete-task', { query: { taskId: 17 } })).status,
    ).toBe(200);
    expect(ids(await tasks())).not.toContain(17);
    expect(ids(await tasks({ filter: 'deleted' }))).toContain(17);
    resetDemoStore();
    expect(ids(await tasks({ filter: 'deleted' }))).not.toContain(17);
  });

  test('unknown tasks are 404s; a task without a title is refused', async () => {
    expect((await demoCall('DELETE', '/apps/todo/delete-task', { query: { id: 99 } })).status).toBe(
      404,
    );
    const [first] = demoStore().tasks;
    const ghost = { ...(first as Task), id: 99 };
    expect(
      (await demoCall('POST', '/apps/todo/update-task', { body: { task: ghost } })).status,
    ).toBe(404);
    const untitled = await demoCall('POST', '/apps/todo/add-tasks', {
      body: { task: { title: '', dueDate: '2026-02-01T09:00:00.000Z' } },
    });
    expect(untitled.status).toBe(400);
  });
});
