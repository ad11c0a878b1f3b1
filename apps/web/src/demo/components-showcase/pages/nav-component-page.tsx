import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import './nav-component.scss';

const LINKS = ['home', 'profile', 'messages', 'settings'] as const;

/** Four links, the current one marked for screen readers (aria-current) and for the eye. */
function DemoNav({ label, className = '' }: { label: string; className?: string }) {
  const { t } = useTranslation('demo-ui');
  const [current, setCurrent] = useState<string>('home');
  return (
    <nav aria-label={label}>
      <ul className={`nav ${className}`}>
        {LINKS.map((link) => (
          <li key={link} className="nav-item">
            <button
              type="button"
              className={`nav-link${current === link ? ' active' : ''}`}
              aria-current={current === link ? 'page' : undefined}
              onClick={() => setCurrent(link)}
            >
              {t(`nav.links.${link}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const EXAMPLES = [
  ['base', ''],
  ['border', 'nav-bordered'],
  ['center', 'justify-content-center'],
  ['end', 'justify-content-end'],
  ['vertical', 'flex-column'],
  ['verticalBorder', 'flex-column nav-bordered nav-vertical-bordered'],
  ['square', 'nav-pills nav-square'],
  ['divider', 'nav-divided'],
] as const;

/** `/components/nav-component`: Bootstrap's nav of links in the template's styles. */
export function NavComponentPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="navComponent">
      {EXAMPLES.map(([id, className]) => (
        <ExampleCard key={id} title={t(`nav.${id}`)}>
          <DemoNav label={t(`nav.${id}`)} className={className} />
        </ExampleCard>
      ))}
    </ShowcasePage>
  );
}
