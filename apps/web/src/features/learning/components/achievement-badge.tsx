import { Award, Flame, GraduationCap, Library, Lock, Target } from 'lucide-react';
import type { AchievementKey } from '../api/list-achievements';

// By key, not by the catalogue's icon name: only these five icons are bundled.
const BADGES: Record<AchievementKey, typeof Award> = {
  FIRST_COURSE: GraduationCap,
  THREE_COURSES: Library,
  PERFECT_QUIZ: Target,
  SEVEN_DAY_STREAK: Flame,
  FIRST_CERTIFICATE: Award,
};

/** An achievement's badge; a lock while it is not earned. */
export function AchievementBadge({
  achievementKey,
  earned,
}: {
  achievementKey: AchievementKey;
  earned: boolean;
}) {
  const Icon = BADGES[achievementKey] ?? Award;
  return (
    <span
      className={`d-inline-flex align-items-center justify-content-center rounded-circle p-3 ${earned ? 'text-bg-warning' : 'bg-body-secondary text-body-secondary'}`}
      aria-hidden="true"
    >
      {earned ? <Icon size={32} /> : <Lock size={32} />}
    </span>
  );
}
