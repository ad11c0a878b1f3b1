import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../mock/schemas/task-schema';

/** What a screen reader hears while a task is moved, in the page's language. */
export function useDragMessages(tasks: readonly Task[]) {
  const { t } = useTranslation('demo-todo');
  const titleOf = (id: UniqueIdentifier | undefined) =>
    tasks.find((task) => task.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    tasks.findIndex((task) => task.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('drag.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('drag.over', { title: titleOf(active.id), position: positionOf(over.id) })
        : t('drag.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.end', { title: titleOf(active.id), position: positionOf(over.id) })
        : t('drag.cancel', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancel', { title: titleOf(active.id) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('drag.instructions') } };
}
