import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { SortableList } from '../dnd/sortable-list';
import { TwoLists } from '../dnd/two-lists';
import '../dnd/dnd.scss';

/** `/extensions/drag-and-drop`: @dnd-kit lists, by pointer and by keyboard. */
export function DragAndDropRoute() {
  const { t } = useTranslation('demo-extensions');
  const fruits = t('dnd.fruits').split(',');
  const tasks = t('dnd.tasks').split(',');
  return (
    <ShowcasePage title={t('dnd.title')} lead={t('dnd.lead')}>
      <ShowcaseCard title={t('dnd.sortable')} description={t('dnd.keyboard')}>
        <SortableList items={fruits} label={t('dnd.sortable')} />
      </ShowcaseCard>
      <ShowcaseCard title={t('dnd.between')} description={t('dnd.betweenNote')}>
        <TwoLists todo={tasks.slice(0, 3)} done={tasks.slice(3)} />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
