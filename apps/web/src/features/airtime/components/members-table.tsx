import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Pagination } from '@pamoja/contract/api-response';
import {
  addAirtimeMemberRequest,
  type AddAirtimeMemberRequest,
  type AirtimeGroupMember,
} from '@pamoja/contract/airtime';
import { toMajorUnits } from '@pamoja/contract/money';
import { useMoney } from '../../../shared/format/money';
import { displayPhone, localPhone } from '../../../shared/format/phone';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';
import { memberChanges } from '../lib/member-changes';
import { showMemberError } from '../lib/member-errors';
import { CellInput } from './cell-input';

type MemberInput = AddAirtimeMemberRequest;
type MemberOutput = z.output<typeof addAirtimeMemberRequest>;

interface MembersTableProps {
  group: { id: string; name: string };
  members: AirtimeGroupMember[];
  pagination: Pagination;
  onPage: (page: number) => void;
  /** Said when there are no rows (none yet, or none matching the search). */
  empty: string;
}

/** The members of one page; a row turns into inputs to edit it in place. */
export function MembersTable({ group, members, pagination, onPage, empty }: MembersTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const formId = useId();
  const [editing, setEditing] = useState<AirtimeGroupMember | null>(null);
  const [removing, setRemoving] = useState<AirtimeGroupMember | null>(null);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    MemberInput,
    unknown,
    MemberOutput
  >({ resolver: zodResolver(addAirtimeMemberRequest) });
  const { errors } = formState;

  useEffect(() => {
    if (editing) setFocus('name');
  }, [editing, setFocus]);

  const startEditing = (member: AirtimeGroupMember) => {
    reset({
      name: member.name,
      phoneNumber: localPhone(member.phoneNumber),
      amount: String(member.amount),
    });
    setEditing(member);
  };

  const save = handleSubmit(async (values) => {
    if (!editing) return;
    const changes = memberChanges({ ...values, amount: toMajorUnits(values.amount) }, editing);
    if (Object.keys(changes).length === 0) return setEditing(null);
    try {
      await update.mutateAsync({ groupId: group.id, memberId: editing.id, changes });
      setEditing(null);
    } catch (error) {
      showMemberError(error, setError);
    }
  });

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ groupId: group.id, memberId: removing.id });
      setRemoving(null);
      if (members.length === 1 && pagination.page > 1) onPage(pagination.page - 1);
    } catch {
      // The client has already said why.
    }
  };

  // Escape leaves the row as it was, from any of its inputs.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setEditing(null);
  };
  const editable = (row: AirtimeGroupMember) => editing?.id === row.id;
  const input = { form: formId, onKeyDown, autoComplete: 'off' } as const;

  const columns: DataColumn<AirtimeGroupMember>[] = [
    {
      id: 'name',
      header: t('airtime.fields.name'),
      cell: (row) =>
        editable(row) ? (
          <CellInput
            {...input}
            label={t('airtime.members.nameOf', { name: row.name })}
            error={errors.name}
            {...register('name')}
          />
        ) : (
          row.name
        ),
    },
    {
      id: 'phone',
      header: t('airtime.fields.phone'),
      className: 'text-nowrap',
      cell: (row) =>
        editable(row) ? (
          <CellInput
            {...input}
            type="tel"
            inputMode="tel"
            label={t('airtime.members.phoneOf', { name: row.name })}
            error={errors.phoneNumber}
            {...register('phoneNumber')}
          />
        ) : (
          displayPhone(row.phoneNumber)
        ),
    },
    {
      id: 'amount',
      header: t('airtime.fields.amount'),
      className: 'text-end text-nowrap',
      cell: (row) =>
        editable(row) ? (
          <CellInput
            {...input}
            inputMode="numeric"
            label={t('airtime.members.amountOf', { name: row.name })}
            error={errors.amount}
            {...register('amount')}
          />
        ) : (
          money(row.amount)
        ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('airtime.actions')}</span>,
      className: 'text-end text-nowrap',
      cell: (row) =>
        editable(row) ? (
          <form id={formId} noValidate onSubmit={(event) => void save(event)}>
            <button
              type="submit"
              className="btn btn-sm btn-primary me-2"
              disabled={update.isPending}
              aria-label={t('airtime.members.save', { name: row.name })}
            >
              <Check size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setEditing(null)}
              aria-label={t('airtime.members.cancelEdit', { name: row.name })}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </form>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary me-2"
              onClick={() => startEditing(row)}
              aria-label={t('airtime.members.edit', { name: row.name })}
            >
              <Pencil size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => setRemoving(row)}
              aria-label={t('airtime.members.remove', { name: row.name })}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </>
        ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('airtime.members.caption', { group: group.name })}
        columns={columns}
        rows={members}
        rowKey={(row) => row.id}
        pagination={pagination}
        onPage={onPage}
        isPending={false}
        empty={empty}
      />
      <ConfirmDialog
        show={removing !== null}
        title={t('airtime.members.removeTitle', { name: removing?.name ?? '', group: group.name })}
        confirmLabel={t('airtime.members.removeConfirm')}
        pending={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      >
        {t('airtime.members.removeText')}
      </ConfirmDialog>
    </>
  );
}
