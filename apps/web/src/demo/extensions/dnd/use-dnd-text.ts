import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/** dnd-kit's spoken instructions and announcements, in the reader's language. */
export function useDndText(nameOf: (id: UniqueIdentifier) => string) {
  const { t } = useTranslation('demo-extensions');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { label: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { label: nameOf(active.id), target: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { label: nameOf(active.id), target: nameOf(over.id) })
        : t('dnd.cancelled', { label: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { label: nameOf(active.id) }),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('dnd.instructions') };
  return { announcements, screenReaderInstructions };
}
