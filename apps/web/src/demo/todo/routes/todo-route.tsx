import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { Task } from '../../mock/schemas/task-schema';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/list-tasks';
import { useUpdateTask } from '../api/update-task';
import { TaskList } from '../components/task-list';
import { LazyTaskPanel } from '../components/lazy-task-panel';
import type { PanelTask } from '../components/task-panel';
import { TaskToolbar } from '../components/task-toolbar';
import { TodoSidebar } from '../components/todo-sidebar';
import { inOrder, useTaskOrder } from '../lib/task-order';
import { TODO_PATH, isTaskFilter, isTaskTag } from '../lib/todo-views';
import type { TaskSort } from '../lib/todo-views';
import '../todo.scss';

/** `/apps/todo`, `/apps/todo/:filter`, `/apps/todo/tag/:tag`: the template's to-do app. */
export function TodoRoute() {
  const { t } = useTranslation('demo-todo');
  const params = useParams();
  const filter = isTaskFilter(params.filter) ? params.filter : undefined;
  const tag = isTaskTag(params.tag) ? params.tag : undefined;
  const [term, setTerm] = useState('');
  const [sort, setSort] = useState<TaskSort | ''>('');
  const [panel, setPanel] = useState<PanelTask>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const q = useDebouncedValue(term.trim());
  const query = useTasks({ filter, tag, q: q || undefined, sortBy: sort || undefined });
  const order = useTaskOrder((state) => state.ids);
  const move = useTaskOrder((state) => state.move);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const heading = tag ? t(`tags.${tag}`) : t(`filters.${filter ?? 'all'}`);
  useDocumentTitle(`${heading} · ${t('title')}`);

  // An unknown filter or tag in the address is the whole list's address gone wrong.
  if ((params.filter && !filter) || (params.tag && !tag))
    return <Navigate to={TODO_PATH} replace />;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setPanel(null);
      },
    });
  };

  return (
    <section aria-labelledby="todo-title" className="todo-app card">
      <h1 id="todo-title" className="visually-hidden">
        {t('title')}
      </h1>
      <div className="row g-0">
        <div className="col-12 col-lg-3 todo-aside">
          <TodoSidebar onAdd={() => setPanel('new')} />
        </div>
        <div className="col-12 col-lg-9 todo-main">
          <h2 className="h5 todo-heading">{heading}</h2>
          <TaskToolbar term={term} onTerm={setTerm} sort={sort} onSort={setSort} />
          <QueryStatus query={query}>
            {({ tasks }) => {
              const shown = sort ? tasks : inOrder(tasks, order);
              return (
                <TaskList
                  tasks={shown}
                  draggable={!sort}
                  onMove={(from, to) =>
                    move(
                      shown.map((task) => task.id),
                      from,
                      to,
                    )
                  }
                  onOpen={setPanel}
                  onChange={(task) => update.mutate(task)}
                  onDelete={setDeleting}
                />
              );
            }}
          </QueryStatus>
        </div>
      </div>
      <LazyTaskPanel task={panel} onClose={() => setPanel(null)} onDelete={setDeleting} />
      <ConfirmDialog
        show={deleting !== null}
        title={t('confirm.title')}
        confirmLabel={t('confirm.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('confirm.body', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
