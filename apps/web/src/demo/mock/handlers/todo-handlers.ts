import { http, HttpResponse } from 'msw';
import { nextId } from '../lib/paginate';
import { filterOf, matchesTerm, queryOf, sortedBy, termOf } from '../lib/query';
import { idOf, notFound, readBody } from '../lib/respond';
import { addTaskBodySchema, updateTaskBodySchema } from '../schemas/task-schema';
import type { Task } from '../schemas/task-schema';
import { demoStore } from '../store/demo-store';

function inView(task: Task, filter: string | undefined, tag: string | undefined): boolean {
  // Deleted tasks are only a flag: they show under "deleted" and nowhere else.
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important' && !task.isImportant) return false;
  if (filter === 'completed' && !task.isCompleted) return false;
  return tag === undefined || task.tags.some((item) => item === tag);
}

function sortTasks(tasks: Task[], sortBy: string | null): Task[] {
  if (sortBy === 'title-asc') return sortedBy(tasks, (task) => task.title, 'asc');
  if (sortBy === 'title-desc') return sortedBy(tasks, (task) => task.title, 'desc');
  if (sortBy === 'assignee') return sortedBy(tasks, (task) => task.assignee?.fullName ?? '', 'asc');
  if (sortBy === 'due-date') return sortedBy(tasks, (task) => task.dueDate, 'asc');
  return tasks;
}

export const todoHandlers = [
  http.get('/apps/todo/tasks', ({ request }) => {
    const params = queryOf(request);
    const term = termOf(params);
    const filter = filterOf(params, 'filter');
    const tag = filterOf(params, 'tag');
    const tasks = demoStore().tasks.filter(
      (task) => inView(task, filter, tag) && matchesTerm(term, task.title),
    );
    return HttpResponse.json<{ tasks: Task[] }>({ tasks: sortTasks(tasks, params.get('sortBy')) });
  }),

  http.post('/apps/todo/add-tasks', async ({ request }) => {
    const body = await readBody(request, addTaskBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const task: Task = { ...body.data.task, id: nextId(store.tasks) };
    store.tasks.unshift(task);
    return HttpResponse.json({ task }, { status: 201 });
  }),

  http.post('/apps/todo/update-task', async ({ request }) => {
    const body = await readBody(request, updateTaskBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const index = store.tasks.findIndex((task) => task.id === body.data.task.id);
    if (index < 0) return notFound(`Task ${body.data.task.id} does not exist.`);
    store.tasks[index] = body.data.task;
    return HttpResponse.json({ task: body.data.task });
  }),

  http.delete('/apps/todo/delete-task', async ({ request }) => {
    const id = (await idOf(request.clone(), 'taskId')) ?? (await idOf(request, 'id'));
    const task = demoStore().tasks.find((item) => item.id === id);
    if (!task) return notFound(`Task ${String(id)} does not exist.`);
    task.isDeleted = true;
    return HttpResponse.json({ task });
  }),
];
