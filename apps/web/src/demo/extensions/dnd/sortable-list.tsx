import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { SortableItem } from './sortable-item';
import { useDndText } from './use-dnd-text';

/** A list reordered by dragging a row's handle, or with Space and the arrow keys. */
export function SortableList({ items: initial, label }: { items: string[]; label: string }) {
  const { t } = useTranslation('demo-extensions');
  const [items, setItems] = useState(initial);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useDndText((id) => String(id));
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((list) =>
      arrayMove(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={accessibility}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ul className="list-group" aria-label={label}>
          {items.map((item) => (
            <SortableItem key={item} id={item} label={item} />
          ))}
        </ul>
      </SortableContext>
      <p className="small text-body-secondary mt-2 mb-0">
        {t('dnd.order', { list: items.join(', ') })}
      </p>
    </DndContext>
  );
}
