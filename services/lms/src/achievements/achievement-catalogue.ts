import type { AchievementKey } from './achievement-rules';

export interface AchievementBadge {
  key: AchievementKey;
  name: string;
  description: string;
  /** The badge's icon name (lucide), chosen by the web app's badge component. */
  badge: string;
}

/** The achievements a learner can earn, in the order they are shown. */
export const ACHIEVEMENT_CATALOGUE: AchievementBadge[] = [
  {
    key: 'FIRST_COURSE',
    name: 'First steps',
    description: 'Completed your first course.',
    badge: 'graduation-cap',
  },
  {
    key: 'THREE_COURSES',
    name: 'Keen learner',
    description: 'Completed three courses.',
    badge: 'library',
  },
  {
    key: 'PERFECT_QUIZ',
    name: 'Full marks',
    description: 'Scored 100% in a quiz.',
    badge: 'target',
  },
  {
    key: 'SEVEN_DAY_STREAK',
    name: 'Seven-day streak',
    description: 'Made progress on seven days in a row.',
    badge: 'flame',
  },
  {
    key: 'FIRST_CERTIFICATE',
    name: 'Certified',
    description: 'Earned your first certificate.',
    badge: 'award',
  },
];
