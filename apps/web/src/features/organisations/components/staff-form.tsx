import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffLocation } from '@pamoja/contract/branches';
import type { OrganisationRole } from '@pamoja/contract/organisations';
import type { Staff } from '@pamoja/contract/staff';
import { addStaffRequest, updateStaffRequest } from '@pamoja/contract/staff';
import { FormField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { usePickerItems } from '../api/list-items';
import { STAFF_LOCATIONS } from '../api/resources';
import { useSaveStaff } from '../api/save-staff';
import { BranchPicker } from './branch-picker';
import { FormActions } from './form-actions';
import { PersonFields, RoleChoices } from './person-role-fields';

interface StaffValues {
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  branchId: string;
  staffLocationId: string;
  roles: OrganisationRole[];
  active: boolean;
}
type Field = keyof StaffValues;
const FIELDS: readonly Field[] = [
  'email',
  'phoneNumber',
  'firstName',
  'lastName',
  'branchId',
  'staffLocationId',
  'roles',
];

/** The body as sent: only typed person fields; no location is `null`. */
function toBody(values: StaffValues, editing: boolean) {
  const placement = {
    branchId: values.branchId,
    staffLocationId: values.staffLocationId === '' ? null : values.staffLocationId,
    roles: values.roles,
  };
  if (editing) return { ...placement, active: values.active };
  const person: Record<string, string> = {};
  for (const field of ['email', 'phoneNumber', 'firstName', 'lastName'] as const) {
    const text = values[field].trim();
    if (text !== '') person[field] = text;
  }
  return { ...person, ...placement };
}

interface StaffFormProps {
  /** Absent: adds someone (invited when new). */
  staff?: Staff;
  onDone: () => void;
}

export function StaffForm({ staff, onDone }: StaffFormProps) {
  const { t } = useTranslation();
  const save = useSaveStaff();
  const locations = usePickerItems<StaffLocation>(STAFF_LOCATIONS);
  const editing = staff !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    control: formControl,
    formState: { errors },
  } = useForm<StaffValues>({
    defaultValues: {
      email: '',
      phoneNumber: '',
      firstName: '',
      lastName: '',
      branchId: staff?.branch.id ?? '',
      staffLocationId: staff?.staffLocation?.id ?? '',
      roles: (staff?.roles.filter((role) => role !== 'SUPER_ADMIN') as OrganisationRole[]) ?? [
        'AGENT',
      ],
      active: staff?.active ?? true,
    },
    resolver: (values) => {
      const schema = editing ? updateStaffRequest : addStaffRequest;
      const result = schema.safeParse(toBody(values, editing));
      if (result.success) return { values, errors: {} };
      const found: FieldErrors<StaffValues> = {};
      for (const issue of result.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]) ?? 'email';
        found[field] ??= { type: issue.code, message: issue.message };
      }
      return { values: {}, errors: found };
    },
  });
  const branchId = useWatch({ control: formControl, name: 'branchId' });
  const here = (locations.data?.items ?? []).filter((location) => location.branchId === branchId);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: staff?.userId, body: toBody(values, editing) });
      onDone();
    } catch (error) {
      showFormError(error, setError, {
        fields: FIELDS,
        codes: { ALREADY_MEMBER: 'email', PERSON_TAKEN: 'email', LAST_ADMIN: 'roles' },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {staff ? (
        <p>
          {staff.fullName} · {staff.email}
        </p>
      ) : (
        <PersonFields register={register} errors={errors} />
      )}
      <BranchPicker registration={register('branchId')} error={errors.branchId} />
      <FormField label={t('organisations.fields.staffLocation')} error={errors.staffLocationId}>
        {(control, invalid) => (
          <select
            {...control}
            {...register('staffLocationId')}
            className={`form-select ${invalid ? 'is-invalid' : ''}`}
          >
            <option value="">{t('organisations.noLocation')}</option>
            {here.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name} ({location.county})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RoleChoices register={register} errors={errors} idPrefix="staff" />
      {editing && (
        <div className="form-check mb-3">
          <input
            id="staff-active"
            type="checkbox"
            className="form-check-input"
            {...register('active')}
          />
          <label className="form-check-label" htmlFor="staff-active">
            {t('organisations.fields.active')}
          </label>
        </div>
      )}
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
