import { useState } from 'react';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent, DragOverEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { SortableItem } from './sortable-item';
import { useDndText } from './use-dnd-text';

type Lists = Record<'todo' | 'done', string[]>;

function Column({ id, title, items }: { id: keyof Lists; title: string; items: string[] }) {
  const { t } = useTranslation('demo-extensions');
  const { setNodeRef } = useDroppable({ id });
  return (
    <div className="col-sm-6">
      <h3 className="h6">{title}</h3>
      <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="list-group dnd-column" aria-label={title}>
          {items.map((item) => (
            <SortableItem key={item} id={item} label={item} />
          ))}
          {items.length === 0 && (
            <li className="list-group-item text-body-secondary">{t('dnd.empty')}</li>
          )}
        </ul>
      </SortableContext>
    </div>
  );
}

/** Two lists; a row moves within its list or over to the other, by pointer or keyboard. */
export function TwoLists({ todo, done }: Lists) {
  const { t } = useTranslation('demo-extensions');
  const [lists, setLists] = useState<Lists>({ todo, done });
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titles = { todo: t('dnd.todo'), done: t('dnd.done') };
  const listOf = (id: UniqueIdentifier): keyof Lists | undefined =>
    id === 'todo' || id === 'done'
      ? id
      : (Object.keys(lists) as (keyof Lists)[]).find((key) => lists[key].includes(String(id)));
  const accessibility = useDndText((id) =>
    id === 'todo' || id === 'done' ? titles[id] : String(id),
  );

  const over = ({ active, over: target }: DragOverEvent) => {
    if (!target) return;
    const from = listOf(active.id);
    const to = listOf(target.id);
    if (!from || !to || from === to) return;
    setLists((now) => {
      const moving = String(active.id);
      const at = now[to].indexOf(String(target.id));
      const next = [...now[to]];
      next.splice(at === -1 ? next.length : at, 0, moving);
      return { ...now, [from]: now[from].filter((item) => item !== moving), [to]: next };
    });
  };
  const end = ({ active, over: target }: DragEndEvent) => {
    const list = listOf(active.id);
    if (!target || !list || listOf(target.id) !== list) return;
    setLists((now) => ({
      ...now,
      [list]: arrayMove(
        now[list],
        now[list].indexOf(String(active.id)),
        Math.max(0, now[list].indexOf(String(target.id))),
      ),
    }));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragOver={over}
      onDragEnd={end}
      accessibility={accessibility}
    >
      <div className="row g-3">
        <Column id="todo" title={titles.todo} items={lists.todo} />
        <Column id="done" title={titles.done} items={lists.done} />
      </div>
    </DndContext>
  );
}
