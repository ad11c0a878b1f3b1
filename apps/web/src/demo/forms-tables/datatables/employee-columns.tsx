import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';
import type { Employee } from '../../mock/schemas/employee-schema';
import type { ShowcaseColumn } from '../components/showcase-table';
import type { EmployeeColumn } from '../lib/employee-rows';

// The template's status codes and their badge colours.
const STATUS = {
  1: 'primary',
  2: 'success',
  3: 'danger',
  4: 'warning',
  5: 'info',
} as const;

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('demo-forms');
  const colour = STATUS[status as keyof typeof STATUS] ?? 'secondary';
  return <span className={`badge text-bg-${colour}`}>{t(`datatables.status.${status}`)}</span>;
}

export function useEmployeeColumns(): ShowcaseColumn<Employee, EmployeeColumn>[] {
  const { t } = useTranslation('demo-forms');
  const money = useMoney();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('datatables.columns.name'),
        sortKey: 'full_name',
        cell: (row) => (
          <div className="text-nowrap">
            <div className="fw-semibold">{row.full_name}</div>
            <div className="small text-body-secondary">{row.email}</div>
          </div>
        ),
      },
      {
        id: 'post',
        header: t('datatables.columns.post'),
        sortKey: 'post',
        cell: (row) => row.post,
      },
      {
        id: 'city',
        header: t('datatables.columns.city'),
        sortKey: 'city',
        cell: (row) => row.city,
      },
      {
        id: 'date',
        header: t('datatables.columns.date'),
        sortKey: 'start_date',
        className: 'text-nowrap',
        cell: (row) => row.start_date,
      },
      {
        id: 'salary',
        header: t('datatables.columns.salary'),
        sortKey: 'salary',
        className: 'text-nowrap text-end',
        cell: (row) => money(row.salary, 'USD'),
      },
      {
        id: 'status',
        header: t('datatables.columns.status'),
        cell: (row) => <StatusBadge status={row.status} />,
      },
    ],
    [t, money],
  );
}

/** What an opened row shows: the fields the columns leave out. */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  const { t } = useTranslation('demo-forms');
  return (
    <dl className="row small mb-0">
      <dt className="col-sm-3">{t('datatables.columns.email')}</dt>
      <dd className="col-sm-9 text-break">{employee.email}</dd>
      <dt className="col-sm-3">{t('datatables.columns.age')}</dt>
      <dd className="col-sm-9">{employee.age}</dd>
      <dt className="col-sm-3">{t('datatables.columns.experience')}</dt>
      <dd className="col-sm-9 mb-0">{employee.experience}</dd>
    </dl>
  );
}

/** The rows as a sheet for export, with the columns' names in the reader's language. */
export function employeesSheet(rows: readonly Employee[], header: (key: string) => string) {
  const columns = ['name', 'email', 'post', 'city', 'date', 'salary'].map((key) =>
    header(`datatables.columns.${key}`),
  );
  const [name, email, post, city, date, salary] = columns as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    columns,
    rows: rows.map((row) => ({
      [name]: row.full_name,
      [email]: row.email,
      [post]: row.post,
      [city]: row.city,
      [date]: row.start_date,
      [salary]: row.salary.toFixed(2),
    })),
  };
}
