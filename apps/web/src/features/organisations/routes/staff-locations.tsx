import { useTranslation } from 'react-i18next';
import type { StaffLocation } from '@pamoja/contract/branches';
import { useAbility } from '../../../shared/session/use-ability';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { STAFF_LOCATIONS } from '../api/resources';
import { ResourceList } from '../components/resource-list';
import { StaffLocationForm } from '../components/staff-location-form';

/** `/staff-locations`: where staff work, each in a branch and a county. */
export function StaffLocationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('organisations.staffLocations.title'));
  const canManage = useAbility().can('manage', 'StaffLocation');
  return (
    <ResourceList<StaffLocation>
      resource={STAFF_LOCATIONS}
      textKey="organisations.staffLocations"
      canManage={canManage}
      columns={[
        { id: 'name', header: t('organisations.fields.name'), cell: (row) => row.name },
        { id: 'branch', header: t('organisations.fields.branch'), cell: (row) => row.branchName },
        { id: 'county', header: t('organisations.fields.county'), cell: (row) => row.county },
        {
          id: 'gps',
          header: t('organisations.fields.gps'),
          cell: (row) => (row.gps ? `${row.gps.lat}, ${row.gps.lng}` : '—'),
        },
      ]}
      renderForm={(row, onDone) => <StaffLocationForm item={row} onDone={onDone} />}
    />
  );
}
