import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAllUsers } from '../api/list-all-users';
import { usePermissionList } from '../api/list-permissions';
import { UsersPanel } from '../components/users-panel';
import { RoleCards } from '../roles/role-cards';
import { SAMPLE_ROLES } from '../roles/role-model';
import type { RoleCard } from '../roles/role-model';

// The dialog and its rules (zod) load with the first add or edit, not with the page.
const RoleDialog = lazy(async () => ({
  default: (await import('../roles/role-dialog')).RoleDialog,
}));

// Every permission fits one grid.
const ALL_PERMISSIONS = { q: '', assignedTo: '', page: 1, perPage: 100 };

/**
 * `/apps/roles`: the role cards, the add/edit role dialog with its permissions grid, and the
 * users table. The demo has no roles call: added and edited roles last until the page is left.
 */
export function RolesRoute() {
  const { t } = useTranslation('demo-users');
  useDocumentTitle(t('roles.title'));
  const users = useAllUsers();
  const permissions = usePermissionList(ALL_PERMISSIONS);
  const [roles, setRoles] = useState<RoleCard[]>([...SAMPLE_ROLES]);
  const [editing, setEditing] = useState<RoleCard | 'new' | null>(null);
  const current = editing === 'new' || editing === null ? undefined : editing;
  const [dialogOpened, setDialogOpened] = useState(false);
  if (editing !== null && !dialogOpened) setDialogOpened(true);

  const save = ({ name, grants }: { name: string; grants: string[] }) => {
    if (current) {
      setRoles(
        roles.map((role) =>
          role.id === current.id ? { ...role, name: name.trim(), grants } : role,
        ),
      );
    } else {
      setRoles([...roles, { id: `custom-${Date.now()}`, name: name.trim(), users: 0, grants }]);
    }
    notify({ type: 'success', message: t('roles.saved', { role: name.trim() }) });
    setEditing(null);
  };

  return (
    <section aria-labelledby="roles-title">
      <h1 id="roles-title" className="h3 mb-1">
        {t('roles.title')}
      </h1>
      <p className="text-body-secondary">{t('roles.intro')}</p>
      <RoleCards
        roles={roles}
        users={users.data ?? []}
        onEdit={setEditing}
        onAdd={() => setEditing('new')}
      />
      {dialogOpened && (
        <Suspense fallback={null}>
          <RoleDialog
            show={editing !== null}
            role={current}
            takenNames={roles.filter((role) => role.id !== current?.id).map((role) => role.name)}
            permissions={permissions.data?.allData ?? []}
            onHide={() => setEditing(null)}
            onSave={save}
          />
        </Suspense>
      )}
      <UsersPanel title={t('roles.usersTitle')} titleId="roles-users" />
    </section>
  );
}
