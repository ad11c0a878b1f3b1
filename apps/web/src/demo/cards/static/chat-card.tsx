import { useTranslation } from 'react-i18next';
import { Avatar } from '../components/avatar';
import { DemoCard } from '../components/demo-card';

// Who said each line: `me` sits at the end, as in any chat.
const LINES: { id: string; me: boolean }[] = [
  { id: 'hello', me: false },
  { id: 'design', me: true },
  { id: 'files', me: false },
  { id: 'thanks', me: true },
];

/** Chat (advance): a short conversation with Kristopher Candy; the chat app has the composer. */
export function ChatCard() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t('demoDashboards.chat.title')} subtitle="Kristopher Candy">
      <ol
        className="list-unstyled d-flex flex-column gap-2 mb-0"
        aria-label={t('demoDashboards.chat.log')}
      >
        {LINES.map((line) => (
          <li
            key={line.id}
            className={`d-flex align-items-end gap-2${line.me ? ' flex-row-reverse' : ''}`}
          >
            <Avatar tone={line.me ? 'primary' : 'secondary'} small>
              {line.me ? 'JD' : 'KC'}
            </Avatar>
            <p
              className={`rounded px-3 py-2 mb-0 small ${line.me ? 'bg-primary-subtle text-primary-emphasis' : 'bg-body-tertiary'}`}
            >
              <span className="visually-hidden">
                {line.me ? t('demoDashboards.chat.you') : 'Kristopher Candy'}:
              </span>{' '}
              {t(`demoDashboards.chat.lines.${line.id}`)}
            </p>
          </li>
        ))}
      </ol>
    </DemoCard>
  );
}
