import type { TFunction } from 'i18next';
import { displayPhone } from '../../../shared/format/phone';
import type { LeadRow } from '../api/list-leads';
import type { LeadColumn } from '../hooks/use-lead-columns';
import { CapturedAt } from './captured-at';
import { LeadStatusBadge } from './lead-status-badge';
import type { LeadTableColumn } from './lead-table';

interface ColumnOptions {
  t: TFunction;
  money: (amount: number) => string;
  /** The assignee's name, when known to this screen. */
  personName: (userId: string) => string | undefined;
  currentUserId: string | undefined;
  facility: boolean;
}

// Phones keep the code, customer and status; the rest come in as the screen widens.
const WIDE = 'd-none d-lg-table-cell';
const MEDIUM = 'd-none d-md-table-cell';

/** Every column a list of leads can show, in order; the screen keeps the chosen ones. */
export function leadColumns(options: ColumnOptions): LeadTableColumn[] {
  const { t, money, personName, currentUserId, facility } = options;
  const header = (id: LeadColumn) => t(`leads.list.columns.${id}`);
  const columns: (LeadTableColumn | false)[] = [
    { id: 'customer', header: header('customer'), cell: (row) => row.name },
    {
      id: 'phone',
      header: header('phone'),
      className: `${MEDIUM} text-nowrap`,
      cell: (row) => displayPhone(row.phoneNumber),
    },
    { id: 'product', header: header('product'), className: MEDIUM, cell: (row) => row.productName },
    facility && {
      id: 'facility',
      header: header('facility'),
      className: WIDE,
      cell: (row: LeadRow) => row.facility?.name ?? '—',
    },
    {
      id: 'amount',
      header: header('amount'),
      className: `${WIDE} text-end text-nowrap`,
      cell: (row) => (row.amount === null ? '—' : money(row.amount)),
    },
    {
      id: 'status',
      header: header('status'),
      cell: (row) => <LeadStatusBadge status={row.status} />,
    },
    { id: 'agent', header: header('agent'), className: WIDE, cell: (row) => row.agentName },
    {
      id: 'assignedTo',
      header: header('assignedTo'),
      className: WIDE,
      cell: (row) => {
        if (!row.assignedTo) return <span className="text-body-secondary">—</span>;
        if (row.assignedTo === currentUserId) return t('leads.list.you');
        return personName(row.assignedTo) ?? t('leads.list.someone');
      },
    },
    {
      id: 'captured',
      header: header('captured'),
      className: MEDIUM,
      cell: (row) => <CapturedAt iso={row.createdAt} />,
    },
  ];
  return columns.filter((column): column is LeadTableColumn => column !== false);
}
