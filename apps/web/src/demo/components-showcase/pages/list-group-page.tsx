import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, Inbox, Send, Star } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';
import './list-group.scss';

const ITEMS = ['one', 'two', 'three', 'four'] as const;
const ICONS = [Inbox, Send, Star, Bell];

/** `/components/list-group`: Bootstrap's list groups, one of them a navigation. */
export function ListGroupPage() {
  const { t } = useTranslation('demo-ui');
  const [current, setCurrent] = useState<string>('one');
  const item = (id: string) => t(`listGroup.items.${id}`);
  return (
    <ShowcasePage page="listGroup">
      <ExampleCard title={t('listGroup.simple')}>
        <ul className="list-group">
          {ITEMS.map((id) => (
            <li key={id} className="list-group-item">
              {item(id)}
            </li>
          ))}
        </ul>
      </ExampleCard>
      <ExampleCard title={t('listGroup.disabled')}>
        <ul className="list-group">
          {ITEMS.map((id, index) => (
            <li
              key={id}
              className={`list-group-item${index === 2 ? ' disabled' : ''}`}
              aria-disabled={index === 2 || undefined}
            >
              {item(id)}
            </li>
          ))}
        </ul>
      </ExampleCard>
      <ExampleCard title={t('listGroup.numbered')}>
        <ol className="list-group list-group-numbered">
          {ITEMS.map((id) => (
            <li key={id} className="list-group-item">
              {item(id)}
            </li>
          ))}
        </ol>
      </ExampleCard>
      <ExampleCard title={t('listGroup.iconsBadges')}>
        <ul className="list-group">
          {ITEMS.map((id, index) => {
            const Icon = ICONS[index]!;
            return (
              <li key={id} className="list-group-item d-flex align-items-center gap-2">
                <Icon size={16} aria-hidden="true" />
                <span className="me-auto">{item(id)}</span>
                <span className="badge rounded-pill text-bg-primary">{(index + 1) * 3}</span>
              </li>
            );
          })}
        </ul>
      </ExampleCard>
      <ExampleCard title={t('listGroup.contextual')}>
        <ul className="list-group">
          {VARIANTS.map((variant) => (
            <li key={variant} className={`list-group-item list-group-item-${variant}`}>
              {t(`variants.${variant}`)}
            </li>
          ))}
        </ul>
      </ExampleCard>
      <ExampleCard title={t('listGroup.flushHorizontal')}>
        <ul className="list-group list-group-flush mb-3">
          {ITEMS.slice(0, 3).map((id) => (
            <li key={id} className="list-group-item">
              {item(id)}
            </li>
          ))}
        </ul>
        <ul className="list-group list-group-horizontal-sm">
          {ITEMS.slice(0, 3).map((id) => (
            <li key={id} className="list-group-item">
              {item(id)}
            </li>
          ))}
        </ul>
      </ExampleCard>
      <ExampleCard title={t('listGroup.navigation')} description={t('listGroup.navigationText')}>
        <nav aria-label={t('listGroup.navigation')}>
          <div className="list-group">
            {ITEMS.map((id) => (
              <button
                key={id}
                type="button"
                className={`list-group-item list-group-item-action${current === id ? ' active' : ''}`}
                aria-current={current === id ? 'page' : undefined}
                onClick={() => setCurrent(id)}
              >
                {item(id)}
              </button>
            ))}
          </div>
        </nav>
      </ExampleCard>
    </ShowcasePage>
  );
}
