import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { SearchBox } from '../../../shared/ui/search-box';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { ICON_SET, searchIcons } from '../icons/icon-set';
import './icons.scss';

/** `/icons/reactfeather`: our icon set (lucide), searchable; a click copies an icon's name. */
export function IconsPage() {
  const { t } = useTranslation('demo-ui');
  const [query, setQuery] = useState('');
  const shown = searchIcons(ICON_SET, useDeferredValue(query));

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
      notify({ type: 'success', message: t('icons.copied', { name }) });
    } catch {
      notify({ type: 'danger', message: t('icons.copyFailed', { name }) });
    }
  };

  return (
    <ShowcasePage page="icons" group="ui">
      <ExampleCard title={t('icons.title')} description={t('icons.text')} wide>
        <SearchBox label={t('icons.search')} value={query} onChange={setQuery} className="mb-2" />
        <p className="small text-body-secondary" aria-live="polite">
          {t('icons.count', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <p className="mb-0">{t('icons.none', { query })}</p>
        ) : (
          <ul className="icon-grid list-unstyled mb-0" aria-label={t('icons.title')}>
            {shown.map(({ name, Icon }) => (
              <li key={name}>
                <button
                  type="button"
                  className="icon-tile"
                  title={t('icons.copy', { name })}
                  onClick={() => void copy(name)}
                >
                  <Icon size={24} aria-hidden="true" />
                  <span className="icon-name">{name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ExampleCard>
    </ShowcasePage>
  );
}
