import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';
import './progress.scss';

interface BarProps {
  label: string;
  value: number;
  variant?: string;
  /** Shows the figure on the bar. */
  labelled?: boolean;
  striped?: boolean;
  animated?: boolean;
}

/** Bootstrap 5.3's progress markup: the outer box is the progressbar, named and valued. */
function Bar({ label, value, variant = 'primary', labelled, striped, animated }: BarProps) {
  const classes = ['progress-bar', `bg-${variant}`];
  if (striped || animated) classes.push('progress-bar-striped');
  if (animated) classes.push('progress-bar-animated');
  return (
    <div
      className="progress mb-3"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={classes.join(' ')} style={{ width: `${value}%` }}>
        {labelled && `${value}%`}
      </div>
    </div>
  );
}

/** `/components/progress`: bars in the theme's colours, labelled, stacked, striped, moving. */
export function ProgressPage() {
  const { t } = useTranslation('demo-ui');
  const name = (variant: string) => t('progress.of', { name: t(`variants.${variant}`) });
  return (
    <ShowcasePage page="progress">
      <ExampleCard title={t('progress.basic')}>
        {[0, 25, 50, 75, 100].map((value) => (
          <Bar key={value} label={t('progress.upload')} value={value} />
        ))}
      </ExampleCard>
      <ExampleCard title={t('progress.colored')}>
        {VARIANTS.map((variant, index) => (
          <Bar key={variant} label={name(variant)} value={30 + index * 10} variant={variant} />
        ))}
      </ExampleCard>
      <ExampleCard title={t('progress.labeled')}>
        <Bar label={t('progress.upload')} value={45} labelled />
        <Bar label={t('progress.upload')} value={80} variant="success" labelled />
      </ExampleCard>
      <ExampleCard title={t('progress.stacked')} description={t('progress.stackedText')}>
        <div className="progress-stacked">
          {(['primary', 'success', 'info'] as const).map((variant, index) => (
            <div
              key={variant}
              className="progress"
              role="progressbar"
              aria-label={name(variant)}
              aria-valuenow={[15, 30, 20][index]}
              aria-valuemin={0}
              aria-valuemax={100}
              style={{ width: `${[15, 30, 20][index]}%` }}
            >
              <div className={`progress-bar bg-${variant}`} />
            </div>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('progress.striped')}>
        {VARIANTS.slice(0, 4).map((variant, index) => (
          <Bar
            key={variant}
            label={name(variant)}
            value={40 + index * 15}
            variant={variant}
            striped
          />
        ))}
      </ExampleCard>
      <ExampleCard title={t('progress.animated')}>
        <Bar label={t('progress.upload')} value={65} animated />
      </ExampleCard>
    </ShowcasePage>
  );
}
