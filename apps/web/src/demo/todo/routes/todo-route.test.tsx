import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import type { Task } from '../../mock/schemas/task-schema';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { useTaskOrder } from '../lib/task-order';
import { TodoRoute } from './todo-route';

serveDemoMock();
// The panel is a lazy chunk: transformed here, not inside the first test's waiting time.
beforeAll(() => import('../components/task-panel'));

function renderTodo(path = '/apps/todo') {
  useTaskOrder.setState({ ids: [] });
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/apps/todo', element: <TodoRoute /> },
      { path: '/apps/todo/:filter', element: <TodoRoute /> },
      { path: '/apps/todo/tag/:tag', element: <TodoRoute /> },
    ],
    path,
  );
  return { user, ...view };
}

const stored = (test: (task: Task) => boolean) => demoStore().tasks.filter(test);
const storedTask = (id: number) => demoStore().tasks.find((task) => task.id === id) as Task;

/** The titles the list shows, top to bottom, once it has loaded. */
async function titles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Tasks' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.todo-title')?.textContent ?? '');
}

const itemOf = (title: string) =>
  screen.getByRole('button', { name: title }).closest('li') as HTMLElement;

describe('/apps/todo', () => {
  test('"My tasks" lists every task not deleted, in the mock’s order', async () => {
    renderTodo();
    await screen.findByRole('heading', { level: 2, name: 'My tasks' });
    await waitFor(async () =>
      expect(await titles()).toEqual(stored((task) => !task.isDeleted).map((task) => task.title)),
    );
  });

  test.each([
    ['important', (task: Task) => task.isImportant],
    ['completed', (task: Task) => task.isCompleted],
    ['deleted', (task: Task) => task.isDeleted],
  ])('/apps/todo/%s shows only those tasks', async (filter, keep) => {
    renderTodo(`/apps/todo/${filter}`);
    const expected = stored((task) => (filter === 'deleted' || !task.isDeleted) && keep(task));
    await waitFor(async () => expect(await titles()).toEqual(expected.map((task) => task.title)));
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      `/apps/todo/${filter}`,
    );
  });

  test('/apps/todo/tag/low shows the tasks tagged low; an unknown filter goes back to all', async () => {
    const { router } = renderTodo('/apps/todo/tag/low');
    const expected = stored((task) => !task.isDeleted && task.tags.includes('low'));
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await titles()).toEqual(expected.map((task) => task.title)));

    // The seeded "high" tasks are all deleted: the tag's list is empty, and says so.
    expect(stored((task) => !task.isDeleted && task.tags.includes('high'))).toEqual([]);
    await router.navigate('/apps/todo/tag/high');
    expect(await screen.findByText('No tasks here.')).toBeVisible();

    await router.navigate('/apps/todo/nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo'));
  });

  test('the search asks the mock with q and lists what matches', async () => {
    const { user } = renderTodo();
    const target = stored((task) => !task.isDeleted)[3] as Task;
    await titles();
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), target.title);
    await waitFor(async () => expect(await titles()).toEqual([target.title]));
  });

  test('the sorts order by title both ways, assignee and due date; while sorted nothing drags', async () => {
    const { user } = renderTodo();
    const open = stored((task) => !task.isDeleted);
    expect(await screen.findAllByRole('button', { name: /^Move/ })).toHaveLength(open.length);
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    const byTitle = open.map((task) => task.title).sort((a, b) => a.localeCompare(b, 'en'));

    await user.selectOptions(sort, 'Title A–Z');
    await waitFor(async () => expect(await titles()).toEqual(byTitle));
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();

    await user.selectOptions(sort, 'Title Z–A');
    await waitFor(async () => expect(await titles()).toEqual([...byTitle].reverse()));

    await user.selectOptions(sort, 'Due date');
    const byDue = [...open].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    await waitFor(async () => expect(await titles()).toEqual(byDue.map((task) => task.title)));

    await user.selectOptions(sort, 'Assignee');
    await waitFor(async () => {
      const names = (await titles()).map(
        (title) => open.find((task) => task.title === title)?.assignee?.fullName ?? '',
      );
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });
  });

  test('adds a task from the side panel: the title is required, the mock answers 201 with an id', async () => {
    const { user } = renderTodo();
    await titles();
    const before = demoStore().tasks.length;
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const panel = await screen.findByRole('dialog', { name: 'Add task' });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Enter a title.')).toBeVisible();
    expect(demoStore().tasks).toHaveLength(before);

    await user.type(within(panel).getByLabelText('Title'), 'Write the release notes');
    const person = stored((task) => !task.isDeleted && task.assignee !== null)[0]?.assignee
      ?.fullName as string;
    await within(panel).findByRole('option', { name: person });
    await user.selectOptions(within(panel).getByLabelText('Assignee'), person);
    await user.click(within(panel).getByLabelText('High'));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = demoStore().tasks[0] as Task;
    expect(added).toMatchObject({
      id: before + 1,
      title: 'Write the release notes',
      tags: ['high'],
      isCompleted: false,
      isDeleted: false,
    });
    expect(added.assignee?.fullName).toBe(person);
    await waitFor(async () => expect((await titles())[0]).toBe('Write the release notes'));
  });

  test('edits a task in the side panel', async () => {
    const { user } = renderTodo();
    const task = stored((item) => !item.isDeleted)[0] as Task;
    await titles();
    await user.click(screen.getByRole('button', { name: task.title }));
    const panel = await screen.findByRole('dialog', { name: 'Edit task' });
    const title = within(panel).getByLabelText('Title');
    expect(title).toHaveValue(task.title);
    await user.clear(title);
    await user.type(title, 'Renamed task');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(storedTask(task.id).title).toBe('Renamed task'));
    expect(storedTask(task.id).tags).toEqual(task.tags);
    await waitFor(async () => expect(await titles()).toContain('Renamed task'));
  });

  test('completing and marking important go through update-task', async () => {
    const { user } = renderTodo();
    const task = stored(
      (item) => !item.isDeleted && !item.isCompleted && !item.isImportant,
    )[0] as Task;
    await titles();
    await user.click(screen.getByRole('checkbox', { name: `Completed: ${task.title}` }));
    await waitFor(() => expect(storedTask(task.id).isCompleted).toBe(true));
    const star = screen.getByRole('button', { name: `Important: ${task.title}` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(storedTask(task.id).isImportant).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Important: ${task.title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('checkbox', { name: `Completed: ${task.title}` })).toBeChecked();
  });

  test('deleting asks first, then only flags the task: it moves to "Deleted", from where it is restored', async () => {
    const { user, router } = renderTodo();
    const task = stored((item) => !item.isDeleted)[1] as Task;
    await titles();
    await user.click(screen.getByRole('button', { name: `Delete “${task.title}”` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this task?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedTask(task.id).isDeleted).toBe(false);

    await user.click(screen.getByRole('button', { name: `Delete “${task.title}”` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this task?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(async () => expect(await titles()).not.toContain(task.title));
    expect(storedTask(task.id).isDeleted).toBe(true);

    await router.navigate('/apps/todo/deleted');
    await waitFor(async () => expect(await titles()).toContain(task.title));
    await user.click(screen.getByRole('button', { name: `Restore “${task.title}”` }));
    await waitFor(() => expect(storedTask(task.id).isDeleted).toBe(false));
    await waitFor(async () => expect(await titles()).not.toContain(task.title));
  });

  test('the list keeps the dragged order and each task’s handle is a keyboard control', async () => {
    const open = stored((task) => !task.isDeleted);
    const [first, second] = open as [Task, Task];
    renderTodo();
    const dragged = [second, first, ...open.slice(2)];
    useTaskOrder.setState({ ids: dragged.map((task) => task.id) });
    await waitFor(async () => expect(await titles()).toEqual(dragged.map((task) => task.title)));
    const handle = within(itemOf(first.title)).getByRole('button', {
      name: `Move “${first.title}”`,
    });
    // dnd-kit's keyboard sensor: described by the instructions, pressed with Space.
    expect(handle).toHaveAttribute('aria-describedby');
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  });
});
