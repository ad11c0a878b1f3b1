import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../lib/relative-time';

/** "5 minutes ago", with the exact moment for those who hover or read it out. */
export function RelativeTime({ date, now }: { date: string; now: Date }) {
  const { i18n } = useTranslation();
  const exact = new Date(date).toLocaleString(i18n.language);
  return (
    <time dateTime={date} title={exact}>
      {formatRelativeTime(date, now, i18n.language)}
    </time>
  );
}
