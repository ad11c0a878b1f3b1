import { useSessionStore } from '../../../shared/session/session-store';

/** The organisation whose shop is open: the one the client sends as `x-organization`. */
export function useShopOrganisation(): { id: string; name: string } | null {
  const organisationId = useSessionStore((state) => state.organisationId);
  const organisations = useSessionStore((state) => state.userData?.organisations);
  if (!organisationId) return null;
  const found = organisations?.find((organisation) => organisation.id === organisationId);
  return { id: organisationId, name: found?.name ?? '' };
}
