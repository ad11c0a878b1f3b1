import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../mock/schemas/task-schema';
import { TaskItem } from './task-item';
import { useDragMessages } from './use-drag-messages';

interface TaskListProps {
  tasks: Task[];
  draggable: boolean;
  onMove: (from: number, to: number) => void;
  onOpen: (task: Task) => void;
  onChange: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** The tasks, reordered by dragging the handle or with it focused: Space, arrows, Space. */
export function TaskList({ tasks, draggable, onMove, ...actions }: TaskListProps) {
  const { t } = useTranslation('demo-todo');
  const accessibility = useDragMessages(tasks);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  if (tasks.length === 0) {
    return <p className="todo-empty text-body-secondary">{t('empty')}</p>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul className="todo-list list-unstyled mb-0" aria-label={t('list')}>
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} draggable={draggable} {...actions} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
