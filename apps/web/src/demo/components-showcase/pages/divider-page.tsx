import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';
import './divider.scss';

function Divider({
  text,
  className = '',
  icon,
}: {
  text?: string;
  className?: string;
  icon?: boolean;
}) {
  return (
    <div className={`divider ${className}`} role="separator">
      {icon ? (
        <Star size={16} aria-hidden="true" />
      ) : (
        text && <span className="divider-text">{text}</span>
      )}
    </div>
  );
}

/** `/components/divider`: lines between content, with text or an icon, in several styles. */
export function DividerPage() {
  const { t } = useTranslation('demo-ui');
  const text = t('divider.text');
  return (
    <ShowcasePage page="divider">
      <ExampleCard title={t('divider.default')}>
        <p>{t('divider.above')}</p>
        <Divider />
        <p className="mb-0">{t('divider.below')}</p>
      </ExampleCard>
      <ExampleCard title={t('divider.withText')}>
        <Divider text={text} />
      </ExampleCard>
      <ExampleCard title={t('divider.position')}>
        <Divider text={t('divider.start')} className="divider-start" />
        <Divider text={t('divider.center')} />
        <Divider text={t('divider.end')} className="divider-end" />
      </ExampleCard>
      <ExampleCard title={t('divider.colors')}>
        {VARIANTS.slice(0, 4).map((variant) => (
          <Divider key={variant} text={t(`variants.${variant}`)} className={`divider-${variant}`} />
        ))}
      </ExampleCard>
      <ExampleCard title={t('divider.icons')}>
        <Divider icon />
      </ExampleCard>
      <ExampleCard title={t('divider.style')}>
        <Divider text={t('divider.dotted')} className="divider-dotted" />
        <Divider text={t('divider.dashed')} className="divider-dashed" />
      </ExampleCard>
    </ShowcasePage>
  );
}
