import { useTranslation } from 'react-i18next';
import type { EmailLabel } from '../../mock/schemas/email-schema';
import { LABEL_COLOURS } from '../lib/mailbox-view';

/** A mail's labels: dots in the list (names for screen readers), badges in the open mail. */
export function LabelBadges({ labels, compact }: { labels: EmailLabel[]; compact?: boolean }) {
  const { t } = useTranslation('demo-email');
  if (labels.length === 0) return null;
  return (
    <span className="d-inline-flex gap-1 align-items-center">
      {labels.map((label) =>
        compact ? (
          <span key={label} className={`email-label-dot bg-${LABEL_COLOURS[label]}`}>
            <span className="visually-hidden">{t(`labels.${label}`)}</span>
          </span>
        ) : (
          <span
            key={label}
            className={`badge bg-${LABEL_COLOURS[label]}-subtle text-${LABEL_COLOURS[label]}-emphasis`}
          >
            {t(`labels.${label}`)}
          </span>
        ),
      )}
    </span>
  );
}
