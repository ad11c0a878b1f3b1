import { useTranslation } from 'react-i18next';
import { absoluteTime, relativeTime } from '../../../shared/format/relative-time';

/** "3 days ago", with the exact moment for machines and on hover. */
export function CapturedAt({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const exact = absoluteTime(iso, i18n.language);
  return (
    <time dateTime={iso} title={exact} className="text-nowrap">
      {relativeTime(iso, i18n.language)}
    </time>
  );
}
