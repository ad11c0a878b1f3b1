import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupEnquiry, GroupType } from '@pamoja/contract/groups';
import { displayPhone } from '../../../shared/format/phone';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { useEnquiries } from '../api/list-enquiries';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { EnquiryFilters } from './enquiry-filters';
import { MessageCell } from './message-cell';

interface EnquiryListProps {
  /** An admin reads every enquiry of the organisation; anyone else only their own. */
  isAdmin: boolean;
  searchDelayMs?: number;
}

/** The enquiries sent so far, newest first, ten a page, by type and by search. */
export function EnquiryList({ isAdmin, searchDelayMs }: EnquiryListProps) {
  const { t, i18n } = useTranslation();
  const [groupType, setGroupType] = useState<GroupType | ''>('');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, searchDelayMs);
  // A new type or search starts from page 1. Keyed on the settled search, not on each key
  // pressed: the old filter is not asked for its page 1 while the typing goes on.
  const filter = `${groupType}|${search.trim()}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  if (paging.filter !== filter) setPaging({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const query = useEnquiries({ page, groupType, search });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const heading = isAdmin ? t('groupEnquiries.list.all') : t('groupEnquiries.list.mine');
  const filtered = groupType !== '' || search.trim() !== '';

  const columns: DataColumn<GroupEnquiry>[] = [
    {
      id: 'date',
      header: t('groupEnquiries.list.date'),
      cell: (row) => <time dateTime={row.createdAt}>{date.format(new Date(row.createdAt))}</time>,
      className: 'text-nowrap',
    },
    { id: 'name', header: t('groupEnquiries.list.name'), cell: (row) => row.name },
    {
      id: 'type',
      header: t('groupEnquiries.list.type'),
      cell: (row) => t(`groupEnquiries.types.${row.groupType}`),
    },
    {
      id: 'phone',
      header: t('groupEnquiries.list.phone'),
      cell: (row) => displayPhone(row.phoneNumber),
      className: 'text-nowrap',
    },
    { id: 'email', header: t('groupEnquiries.list.email'), cell: (row) => row.email },
    {
      id: 'message',
      header: t('groupEnquiries.list.message'),
      cell: (row) => <MessageCell message={row.message} />,
    },
  ];

  return (
    <section aria-labelledby="enquiries-title">
      <h2 id="enquiries-title" className="h5">
        {heading}
      </h2>
      <EnquiryFilters
        groupType={groupType}
        onGroupType={setGroupType}
        search={typed}
        onSearch={setTyped}
      />
      <div aria-busy={query.isFetching}>
        <DataTable
          caption={heading}
          columns={columns}
          rows={query.data?.items}
          rowKey={(row) => row.id}
          pagination={query.data?.pagination}
          onPage={setPage}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          empty={
            filtered
              ? t('groupEnquiries.list.noMatch')
              : isAdmin
                ? t('groupEnquiries.list.emptyAll')
                : t('groupEnquiries.list.empty')
          }
        />
      </div>
    </section>
  );
}
