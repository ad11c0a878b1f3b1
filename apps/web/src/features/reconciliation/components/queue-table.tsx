import type { ReactNode } from 'react';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataColumn } from '../../../shared/ui/data-table';
import type { QueuePage } from '../api/list-reconciliation';

export interface QueueQuery {
  data: QueuePage | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueueTableProps {
  caption: string;
  query: QueueQuery;
  columns: readonly DataColumn<ReconciliationItem>[];
  empty: ReactNode;
  onPage: (page: number) => void;
}

/** Either list of the queue: loading, failed with retry, empty, rows and the shared pager. */
export function QueueTable({ caption, query, columns, empty, onPage }: QueueTableProps) {
  return (
    <DataTable<ReconciliationItem>
      caption={caption}
      rows={query.data?.items}
      rowKey={(row) => row.id}
      pagination={query.data?.pagination}
      onPage={onPage}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={empty}
      columns={columns}
    />
  );
}
