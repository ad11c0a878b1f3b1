import { useAbility } from '../../../shared/session/use-ability';

/**
 * Instructors manage their own courses (`manage Course`); a project's ADMIN manages every course
 * there, and the ADMIN role is the one that manages its organisation. Members only learn.
 */
export function useCanManageCourses(): boolean {
  const ability = useAbility();
  return ability.can('manage', 'Course') || ability.can('manage', 'Organisation');
}
