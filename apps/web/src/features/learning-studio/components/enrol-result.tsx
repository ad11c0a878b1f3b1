import { useTranslation } from 'react-i18next';
import type { TeamEnrolment } from '../hooks/use-enrol-team';

/** What the enrolment did: how many joined, and who was skipped and why (in the server's words). */
export function EnrolResult({ result }: { result: TeamEnrolment }) {
  const { t } = useTranslation();
  const nameOf = (userId: string) =>
    result.members.find((member) => member.userId === userId)?.fullName ?? userId;
  if (result.members.length === 0)
    return (
      <p role="status" className="mt-3 mb-0">
        {t('studio.enrol.emptyTeam')}
      </p>
    );
  return (
    <div role="status" className="mt-3">
      <p className="mb-1">
        {t('studio.enrol.done', {
          enrolled: result.enrolled.length,
          skipped: result.skipped.length,
        })}
      </p>
      {result.skipped.length > 0 && (
        <ul className="small mb-0">
          {result.skipped.map((one) => (
            <li key={one.userId}>
              {nameOf(one.userId)}: {one.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
