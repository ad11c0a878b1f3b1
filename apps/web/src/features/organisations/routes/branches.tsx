import { useTranslation } from 'react-i18next';
import { createBranchRequest } from '@pamoja/contract/branches';
import type { Branch } from '@pamoja/contract/branches';
import { useAbility } from '../../../shared/session/use-ability';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { BRANCHES } from '../api/resources';
import { NameForm } from '../components/name-form';
import type { NameFormConfig } from '../components/name-form';
import { ResourceList } from '../components/resource-list';

const BRANCH_FORM: NameFormConfig = {
  resource: BRANCHES,
  schema: createBranchRequest,
  second: 'address',
  nameTakenCode: 'BRANCH_NAME_TAKEN',
};

/** `/branches`: the organisation's offices. */
export function BranchesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('organisations.branches.title'));
  const canManage = useAbility().can('manage', 'Branch');
  return (
    <ResourceList<Branch>
      resource={BRANCHES}
      textKey="organisations.branches"
      canManage={canManage}
      columns={[
        { id: 'name', header: t('organisations.fields.name'), cell: (branch) => branch.name },
        {
          id: 'address',
          header: t('organisations.fields.address'),
          cell: (branch) => branch.address ?? '',
        },
        {
          id: 'locations',
          header: t('organisations.fields.staffLocationCount'),
          cell: (branch) => branch.staffLocationCount,
        },
      ]}
      renderForm={(branch, onDone) => (
        <NameForm config={BRANCH_FORM} item={branch} onDone={onDone} />
      )}
    />
  );
}
