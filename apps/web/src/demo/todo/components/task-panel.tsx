import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../mock/schemas/task-schema';
import { useAddTask } from '../api/add-task';
import { useTasks } from '../api/list-tasks';
import { useUpdateTask } from '../api/update-task';
import { assigneesOf, taskOf } from '../lib/task-form';
import type { TaskFormValues } from '../lib/task-form';
import { TaskForm } from './task-form';

export type PanelTask = Task | 'new' | null;

interface TaskPanelProps {
  /** The task being edited, 'new' to add one, null while closed. */
  task: PanelTask;
  onClose: () => void;
  onDelete: (task: Task) => void;
}

/** The side panel that adds a task or edits one; it traps focus and closes on Esc. */
export function TaskPanel({ task, onClose, onDelete }: TaskPanelProps) {
  const { t } = useTranslation('demo-todo');
  const editing = task !== null && task !== 'new' ? task : undefined;
  // The people to assign to: everyone the mock's tasks are assigned to.
  const everyone = useTasks({});
  const assignees = assigneesOf([...(everyone.data?.tasks ?? []), ...(editing ? [editing] : [])]);
  const add = useAddTask();
  const update = useUpdateTask();

  const onSubmit = (values: TaskFormValues) => {
    if (editing) {
      update.mutate(taskOf(values, assignees, editing) as Task, { onSuccess: onClose });
    } else {
      add.mutate(taskOf(values, assignees), { onSuccess: onClose });
    }
  };

  return (
    <Offcanvas
      show={task !== null}
      onHide={onClose}
      placement="end"
      className="todo-panel"
      aria-labelledby="todo-panel-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('form.close')}>
        <Offcanvas.Title id="todo-panel-title" as="h2" className="h5">
          {editing ? t('form.editTitle') : t('form.addTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {task !== null && (
          <TaskForm
            // A fresh form for each task opened.
            key={editing?.id ?? 'new'}
            task={editing}
            assignees={assignees}
            pending={add.isPending || update.isPending}
            onSubmit={onSubmit}
            onCancel={onClose}
            onDelete={editing && !editing.isDeleted ? () => onDelete(editing) : undefined}
          />
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
