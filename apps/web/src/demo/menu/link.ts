import type { MenuChildLink } from '../../shared/layout/menu-types';

/** A group's link whose id, label key and path follow from one another. */
export const childLink = (id: string, titleKey: string, to: string): MenuChildLink => ({
  id,
  titleKey,
  to,
});
