import { useAbility } from '../../../shared/session/use-ability';
import { useShopOrganisation } from './use-shop-organisation';

/**
 * Whose orders `GET orders` answers with: the server's own rule (an ADMIN acting for a business,
 * able to manage its products, sees the business's; everyone else their own), restated only to
 * name the page.
 */
export function useOrdersScope(): { business: { id: string; name: string } | null } {
  const ability = useAbility();
  const organisation = useShopOrganisation();
  return { business: organisation && ability.can('manage', 'Product') ? organisation : null };
}
