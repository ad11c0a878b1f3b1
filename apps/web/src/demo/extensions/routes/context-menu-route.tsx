import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { ContextMenuArea } from '../components/context-menu';
import type { MenuAction } from '../components/context-menu';

const TRIGGERS = ['context', 'click', 'double'] as const;

/** `/extensions/context-menu`: menus opened by a right click, a click or a double click, or the keyboard. */
export function ContextMenuRoute() {
  const { t } = useTranslation('demo-extensions');
  const [last, setLast] = useState('');
  const actions: MenuAction[] = ['copy', 'share', 'rename', 'archive'].map((id) => ({
    id,
    label: t(`contextMenu.actions.${id}`),
  }));
  return (
    <ShowcasePage title={t('contextMenu.title')} lead={t('contextMenu.lead')}>
      {TRIGGERS.map((trigger) => (
        <ShowcaseCard key={trigger} title={t(`contextMenu.${trigger}.title`)}>
          <ContextMenuArea
            label={t(`contextMenu.${trigger}.title`)}
            hint={t('contextMenu.keyboard')}
            trigger={trigger}
            actions={actions}
            onAction={(action) =>
              setLast(
                t('contextMenu.picked', {
                  action: action.label,
                  area: t(`contextMenu.${trigger}.title`),
                }),
              )
            }
          >
            <p className="mb-1 fw-semibold">{t(`contextMenu.${trigger}.how`)}</p>
            <p className="small text-body-secondary mb-0">{t('contextMenu.keyboard')}</p>
          </ContextMenuArea>
        </ShowcaseCard>
      ))}
      <ShowcaseCard title={t('contextMenu.result')}>
        <p className="mb-0" aria-live="polite">
          {last || t('contextMenu.nothing')}
        </p>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
