import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@pamoja/contract/branches';
import { FormField } from '../../../shared/forms/form-field';
import { usePickerItems } from '../api/list-items';
import { BRANCHES } from '../api/resources';

interface BranchPickerProps {
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}

/** The organisation's branches as a select; says so when there are more than it can offer. */
export function BranchPicker({ registration, error }: BranchPickerProps) {
  const { t } = useTranslation();
  const branches = usePickerItems<Branch>(BRANCHES);
  const items = branches.data?.items ?? [];
  const total = branches.data?.pagination.total ?? 0;
  return (
    <FormField
      label={t('organisations.fields.branch')}
      error={error}
      hint={
        total > items.length
          ? t('organisations.pickerFirst', { count: items.length, total })
          : undefined
      }
    >
      {(control, invalid) => (
        <select
          {...control}
          {...registration}
          className={`form-select ${invalid ? 'is-invalid' : ''}`}
        >
          <option value="">{t('organisations.chooseBranch')}</option>
          {items.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
