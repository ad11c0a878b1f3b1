import { useTranslation } from 'react-i18next';
import type { Pagination } from '@pamoja/contract/api-response';
import type { AirtimeGroupDetail } from '@pamoja/contract/airtime';
import { AddMemberForm } from './add-member-form';
import { MembersTable } from './members-table';
import { SearchBox } from '../../../shared/ui/search-box';

interface MembersPanelProps {
  group: AirtimeGroupDetail;
  pagination: Pagination;
  search: string;
  /** The search the shown rows answer (typing settles into it). */
  keyword: string;
  onSearch: (value: string) => void;
  onPage: (page: number) => void;
  busy: boolean;
}

/** Who is in the group: find, edit in place, remove, and add one more. */
export function MembersPanel({
  group,
  pagination,
  search,
  keyword,
  onSearch,
  onPage,
  busy,
}: MembersPanelProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="airtime-members-title">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <h2 id="airtime-members-title" className="h5 mb-0">
          {t('airtime.members.title')}
        </h2>
        <SearchBox
          className="airtime-search"
          size="sm"
          label={t('airtime.members.search')}
          value={search}
          onChange={onSearch}
        />
      </div>
      <div aria-busy={busy}>
        <MembersTable
          group={group}
          members={group.members}
          pagination={pagination}
          onPage={onPage}
          empty={
            keyword.trim()
              ? t('airtime.members.noMatch', { keyword: keyword.trim() })
              : t('airtime.members.empty')
          }
        />
      </div>
      <AddMemberForm groupId={group.id} />
    </section>
  );
}
