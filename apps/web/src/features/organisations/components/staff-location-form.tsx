import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffLocation } from '@pamoja/contract/branches';
import { createStaffLocationRequest } from '@pamoja/contract/branches';
import { KENYAN_COUNTIES } from '@pamoja/contract/counties';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { STAFF_LOCATIONS } from '../api/resources';
import { useSaveItem } from '../api/save-item';
import { BranchPicker } from './branch-picker';
import { FormActions } from './form-actions';

interface StaffLocationValues {
  branchId: string;
  name: string;
  county: string;
  lat: string;
  lng: string;
}

type Field = keyof StaffLocationValues;

/** The body as sent: GPS only when both numbers are typed. */
function toBody(values: StaffLocationValues) {
  const lat = values.lat.trim();
  const lng = values.lng.trim();
  const gps =
    lat === '' && lng === '' ? null : { lat: Number(lat || 'x'), lng: Number(lng || 'x') };
  return { branchId: values.branchId, name: values.name.trim(), county: values.county, gps };
}

function fieldOf(path: readonly PropertyKey[]): Field {
  const [first, second] = path;
  if (first === 'gps') return second === 'lng' ? 'lng' : 'lat';
  return first === 'branchId' || first === 'county' ? first : 'name';
}

interface StaffLocationFormProps {
  item?: StaffLocation;
  onDone: () => void;
}

export function StaffLocationForm({ item, onDone }: StaffLocationFormProps) {
  const { t } = useTranslation();
  const save = useSaveItem(STAFF_LOCATIONS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffLocationValues>({
    defaultValues: {
      branchId: item?.branchId ?? '',
      name: item?.name ?? '',
      county: item?.county ?? '',
      lat: item?.gps ? String(item.gps.lat) : '',
      lng: item?.gps ? String(item.gps.lng) : '',
    },
    resolver: (values) => {
      const result = createStaffLocationRequest.safeParse(toBody(values));
      if (result.success) return { values, errors: {} };
      const found: FieldErrors<StaffLocationValues> = {};
      for (const issue of result.error.issues) {
        found[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message };
      }
      return { values: {}, errors: found };
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id, body: toBody(values) });
      onDone();
    } catch (error) {
      showFormError(error, setError, {
        fields: ['branchId', 'name', 'county'],
        codes: { STAFF_LOCATION_NAME_TAKEN: 'name' },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <BranchPicker registration={register('branchId')} error={errors.branchId} />
      <TextField
        label={t('organisations.fields.name')}
        error={errors.name}
        autoComplete="off"
        {...register('name')}
      />
      <FormField label={t('organisations.fields.county')} error={errors.county}>
        {(control, invalid) => (
          <select
            {...control}
            {...register('county')}
            className={`form-select ${invalid ? 'is-invalid' : ''}`}
          >
            <option value="">{t('organisations.chooseCounty')}</option>
            {KENYAN_COUNTIES.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="row g-2">
        <legend className="form-label fs-6">{t('organisations.fields.gps')}</legend>
        <div className="col">
          <TextField
            label={t('organisations.fields.lat')}
            error={errors.lat}
            inputMode="decimal"
            {...register('lat')}
          />
        </div>
        <div className="col">
          <TextField
            label={t('organisations.fields.lng')}
            error={errors.lng}
            inputMode="decimal"
            {...register('lng')}
          />
        </div>
      </fieldset>
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
