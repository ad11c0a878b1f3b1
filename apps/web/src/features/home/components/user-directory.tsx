import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryUser } from '@pamoja/contract/user-directory';
import { relativeTime } from '../../../shared/format/relative-time';
import { QueryStatus } from '../../../shared/ui/query-status';
import { Table } from '../../../shared/ui/table';
import { useUsers } from '../api/user-directory';
import { UserStatusDialogs } from './user-status-dialogs';

/** The platform's people for a SUPER_ADMIN: search, status, and suspension behind a confirmation. */
export function UserDirectory() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers({ page, search, status });
  const [suspending, setSuspending] = useState<DirectoryUser | null>(null);
  const [reactivating, setReactivating] = useState<DirectoryUser | null>(null);
  return (
    <div className="card">
      <div className="card-body">
        <h2 className="h5">{t('homes.users.title')}</h2>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <input
            type="search"
            className="form-control w-auto flex-grow-1"
            aria-label={t('homes.users.search')}
            placeholder={t('homes.users.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <select
            className="form-select w-auto"
            aria-label={t('homes.users.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('homes.users.anyStatus')}</option>
            {['ACTIVE', 'PENDING_VERIFICATION', 'DISABLED'].map((value) => (
              <option key={value} value={value}>
                {t(`homes.users.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <QueryStatus query={users}>
          {(result) => (
            <>
              <Table caption={t('homes.users.title')} variant="table-sm align-middle">
                <thead>
                  <tr>
                    <th scope="col">{t('homes.users.name')}</th>
                    <th scope="col">{t('homes.users.roles')}</th>
                    <th scope="col">{t('homes.users.status')}</th>
                    <th scope="col">{t('homes.users.lastSignIn')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('homes.users.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((user) => (
                    <tr key={user.id}>
                      <td>
                        {user.fullName}
                        <span className="d-block small text-body-secondary">{user.email}</span>
                      </td>
                      <td>
                        {[user.platformRole, ...user.roles]
                          .filter(Boolean)
                          .map((role) => t(`roles.${role}`))
                          .join(', ')}
                      </td>
                      <td>{t(`homes.users.statuses.${user.status}`)}</td>
                      <td>
                        {user.lastSignInAt
                          ? relativeTime(user.lastSignInAt, i18n.language)
                          : t('homes.users.never')}
                      </td>
                      <td className="text-end">
                        {user.status === 'DISABLED' ? (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            onClick={() => setReactivating(user)}
                          >
                            {t('homes.users.reactivate')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-danger"
                            onClick={() => setSuspending(user)}
                          >
                            {t('homes.users.suspend')}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('homes.users.previous')}
                </button>
                <span className="small">
                  {t('homes.users.page', { page, total: result.pagination.total })}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={page * 10 >= result.pagination.total}
                  onClick={() => setPage(page + 1)}
                >
                  {t('homes.users.next')}
                </button>
              </div>
            </>
          )}
        </QueryStatus>
      </div>
      <UserStatusDialogs
        suspending={suspending}
        reactivating={reactivating}
        onDone={() => {
          setSuspending(null);
          setReactivating(null);
        }}
      />
    </div>
  );
}
