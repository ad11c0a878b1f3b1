import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Award } from 'lucide-react';
import { Avatar } from '../components/avatar';
import { useFigures } from '../lib/figures';

/** Congratulations (analytics): a greeting on the day's sales; static, the mock has no call. */
export function CongratulationsCard() {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  return (
    <section className="card h-100 text-center" aria-labelledby={id}>
      <div className="card-body d-flex flex-column align-items-center gap-2 py-4">
        <Avatar tone="primary">
          <Award size={22} />
        </Avatar>
        <h2 id={id} className="h4 mb-0">
          {t('demoDashboards.congratulations.title', { name: 'John' })}
        </h2>
        <p className="mb-0 mx-auto" style={{ maxWidth: '28rem' }}>
          {t('demoDashboards.congratulations.text', { percent: figures.percent(57.6) })}
        </p>
      </div>
    </section>
  );
}
