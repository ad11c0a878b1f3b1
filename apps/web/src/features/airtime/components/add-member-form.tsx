import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addAirtimeMemberRequest, type AddAirtimeMemberRequest } from '@pamoja/contract/airtime';
import { toMajorUnits } from '@pamoja/contract/money';
import { TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useAddMember } from '../api/add-member';
import { showMemberError } from '../lib/member-errors';
import { TelcoHint } from './telco-hint';

const EMPTY: AddAirtimeMemberRequest = { name: '', phoneNumber: '', amount: '' };

/** One person at a time: name, number and the airtime they get on each run. */
export function AddMemberForm({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const mutation = useAddMember();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<AddAirtimeMemberRequest, unknown, z.output<typeof addAirtimeMemberRequest>>({
    resolver: zodResolver(addAirtimeMemberRequest),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const phoneTyped = useWatch({ control, name: 'phoneNumber' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        groupId,
        body: { ...values, amount: toMajorUnits(values.amount) },
      });
      // Ready for the next person.
      reset(EMPTY);
      setFocus('name');
    } catch (error) {
      showMemberError(error, setError);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="airtime-add-member-title"
      className="mt-4"
    >
      <h3 id="airtime-add-member-title" className="h6">
        {t('airtime.members.addTitle')}
      </h3>
      <div className="row g-2 align-items-start">
        <div className="col-md-4">
          <TextField
            label={t('airtime.fields.name')}
            autoComplete="off"
            error={errors.name}
            {...register('name')}
          />
        </div>
        <div className="col-md-4">
          <TextField
            label={t('airtime.fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phoneNumber}
            hint={<TelcoHint phone={phoneTyped} />}
            {...register('phoneNumber')}
          />
        </div>
        <div className="col-md-2">
          <TextField
            label={t('airtime.fields.amount')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.amount}
            {...register('amount')}
          />
        </div>
        <div className="col-md-2 airtime-add-button">
          {/* A label's height above the button, so it lines up with the inputs beside it. */}
          <span className="form-label d-none d-md-block" aria-hidden="true">
            &nbsp;
          </span>
          <SubmitButton
            pending={mutation.isPending}
            pendingLabel={t('airtime.saving')}
            className="btn btn-primary w-100 justify-content-center airtime-actions"
          >
            <UserPlus size={16} aria-hidden="true" />
            {t('airtime.members.add')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
