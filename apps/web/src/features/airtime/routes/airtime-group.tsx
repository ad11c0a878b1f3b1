import { lazy, Suspense, useState } from 'react';
import { ArrowLeft, FileUp, History, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useGroup } from '../api/get-group';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { GroupHeader } from '../components/group-header';
import { Tabs } from '../../../shared/ui/tabs';
import { MembersPanel } from '../components/members-panel';
import type { PollTiming } from '../hooks/use-purchase-progress';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import '../airtime.scss';

// The edit form loads when the group is edited: the page stays within its JavaScript budget.
const GroupForm = lazy(async () => ({
  default: (await import('../components/group-form')).GroupForm,
}));

// Members are what the page opens on; the rest downloads when first used, which keeps the
// route's first load within its 100 kB budget (docs/web-app.md).
const UploadPanel = lazy(async () => ({
  default: (await import('../components/upload-panel')).UploadPanel,
}));
const GroupRuns = lazy(async () => ({
  default: (await import('../components/group-runs')).GroupRuns,
}));
const BuyGroupDialog = lazy(async () => ({
  default: (await import('../components/buy-group-dialog')).BuyGroupDialog,
}));

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

interface AirtimeGroupRouteProps {
  /** Tests shorten the purchase's polling and the search pause. */
  timing?: PollTiming;
  searchDelayMs?: number;
}

/** `/airtime/groups/:groupId`: members, file upload, buying for everyone, and past runs. */
export function AirtimeGroupRoute({ timing, searchDelayMs }: AirtimeGroupRouteProps) {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const myPhone = useSessionStore((state) => state.userData?.phoneNumber ?? '');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search, searchDelayMs);
  const query = useGroup({ id: groupId, page, keyword });
  const [tab, setTab] = useState('members');
  const [editing, setEditing] = useState(false);
  const [buying, setBuying] = useState(false);
  // Once opened, the dialog stays mounted so that closing it can animate.
  const [buyOpened, setBuyOpened] = useState(false);
  useDocumentTitle(query.data?.group.name ?? t('airtime.groups.title'));

  return (
    <section>
      <Link to="/airtime/groups" className="btn btn-sm btn-link px-0 mb-2">
        <ArrowLeft size={14} aria-hidden="true" className="me-1" />
        {t('airtime.groups.title')}
      </Link>
      <QueryStatus query={query}>
        {({ group, pagination }) => (
          <>
            <GroupHeader
              group={group}
              onEdit={() => setEditing(true)}
              onBuy={() => {
                setBuyOpened(true);
                setBuying(true);
              }}
            />
            <div className="card">
              <div className="card-body">
                <Tabs
                  className="mb-3"
                  label={t('airtime.groups.tabs')}
                  active={tab}
                  onSelect={setTab}
                  tabs={[
                    {
                      id: 'members',
                      label: t('airtime.members.title'),
                      icon: UsersRound,
                      render: () => (
                        <MembersPanel
                          group={group}
                          pagination={pagination}
                          search={search}
                          keyword={keyword}
                          onSearch={(value) => {
                            setSearch(value);
                            setPage(1);
                          }}
                          onPage={setPage}
                          busy={query.isFetching}
                        />
                      ),
                    },
                    {
                      id: 'import',
                      label: t('airtime.import.tab'),
                      icon: FileUp,
                      render: () => (
                        <Suspense fallback={<PanelLoading />}>
                          <UploadPanel groupId={group.id} />
                        </Suspense>
                      ),
                    },
                    {
                      id: 'history',
                      label: t('airtime.history.title'),
                      icon: History,
                      render: () => (
                        <Suspense fallback={<PanelLoading />}>
                          <GroupRuns groupId={group.id} />
                        </Suspense>
                      ),
                    },
                  ]}
                />
              </div>
            </div>
            <FormDialog
              show={editing}
              title={t('airtime.groups.editTitle')}
              onHide={() => setEditing(false)}
            >
              {editing && (
                <Suspense fallback={null}>
                  <GroupForm group={group} onDone={() => setEditing(false)} />
                </Suspense>
              )}
            </FormDialog>
            {buyOpened && (
              <Suspense fallback={null}>
                <BuyGroupDialog
                  group={group}
                  show={buying}
                  onHide={() => setBuying(false)}
                  myPhone={myPhone}
                  timing={timing}
                />
              </Suspense>
            )}
          </>
        )}
      </QueryStatus>
    </section>
  );
}
