import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ActionCard } from '../components/action-card';
import type { CardAction } from '../components/action-card';

const CARDS: { id: string; actions: CardAction[] }[] = [
  { id: 'all', actions: ['collapse', 'reload', 'remove'] },
  { id: 'collapse', actions: ['collapse'] },
  { id: 'reload', actions: ['reload'] },
  { id: 'remove', actions: ['remove'] },
];

/**
 * `/cards/action`: cards that collapse, reload and can be removed; "Restore cards" brings the
 * removed ones back. A removed card's button is gone, so the focus moves to the restore button,
 * and after restoring to the page's title.
 */
export function CardsActionRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.pages.action');
  useDocumentTitle(title);
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const restore = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<'restore' | 'heading' | null>(null);

  useEffect(() => {
    if (moveFocus.current === 'restore') restore.current?.focus();
    if (moveFocus.current === 'heading') heading.current?.focus();
    moveFocus.current = null;
  }, [removed]);

  const remove = (id: string) => {
    moveFocus.current = 'restore';
    setRemoved((now) => [...now, id]);
  };
  const restoreAll = () => {
    moveFocus.current = 'heading';
    setRemoved([]);
  };

  return (
    <section aria-labelledby="cards-action-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="cards-action-title" ref={heading} tabIndex={-1} className="h3 mb-0">
          {title}
        </h1>
        {removed.length > 0 && (
          <button
            ref={restore}
            type="button"
            className="btn btn-outline-primary"
            onClick={restoreAll}
          >
            {t('demoDashboards.action.restore')}
          </button>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {removed.length > 0 ? t('demoDashboards.action.removed', { count: removed.length }) : ''}
      </p>
      <div className="row g-3">
        {CARDS.filter((card) => !removed.includes(card.id)).map((card) => (
          <div key={card.id} className="col-12 col-md-6">
            <ActionCard
              title={t(`demoDashboards.action.cards.${card.id}.title`)}
              actions={card.actions}
              onRemove={() => remove(card.id)}
            >
              <p className="mb-0">{t(`demoDashboards.action.cards.${card.id}.text`)}</p>
            </ActionCard>
          </div>
        ))}
      </div>
    </section>
  );
}
