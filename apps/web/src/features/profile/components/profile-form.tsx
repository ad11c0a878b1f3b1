import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateProfileRequest } from '@pamoja/contract/users';
import type { Profile } from '@pamoja/contract/users';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useUpdateProfile } from '../api/update-profile';

type ProfileInput = z.input<typeof updateProfileRequest>;
type ProfileOutput = z.output<typeof updateProfileRequest>;

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'idNumber', 'avatar'] as const;
// An emptied optional field means "remove it", which the contract spells null.
const emptyAsNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
    reset,
    resetField,
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(updateProfileRequest),
    mode: 'onTouched',
    defaultValues: {
      type: 'PROFILE',
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth,
      idNumber: profile.idNumber,
      avatar: profile.avatar,
    },
  });

  // A photo saved from the cropper changes the avatar behind this form's back: take it, so
  // saving the other fields later does not put the old link back.
  useEffect(() => {
    resetField('avatar', { defaultValue: profile.avatar });
  }, [profile.avatar, resetField]);

  const onSubmit = handleSubmit(({ firstName, lastName, dateOfBirth, idNumber, avatar }) =>
    mutation.mutate(
      { firstName, lastName, dateOfBirth, idNumber, avatar },
      {
        onSuccess: ({ data }) =>
          reset({
            type: 'PROFILE',
            firstName: data.firstName,
            lastName: data.lastName,
            dateOfBirth: data.dateOfBirth,
            idNumber: data.idNumber,
            avatar: data.avatar,
          }),
        onError: (error) => showFormError(error, setError, { fields: FIELDS }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="h5 mb-3">
        {t('profile.details.title')}
      </h2>
      <div className="row g-3">
        <div className="col-md-6">
          <TextField
            label={t('profile.details.firstName')}
            autoComplete="given-name"
            error={errors.firstName}
            {...register('firstName')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.details.lastName')}
            autoComplete="family-name"
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.details.dateOfBirth')}
            type="date"
            autoComplete="bday"
            error={errors.dateOfBirth}
            {...register('dateOfBirth', emptyAsNull)}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.details.idNumber')}
            inputMode="numeric"
            hint={t('profile.details.idNumberHint')}
            error={errors.idNumber}
            {...register('idNumber', emptyAsNull)}
          />
        </div>
        <div className="col-12">
          <TextField
            label={t('profile.details.avatar')}
            type="url"
            placeholder="https://"
            hint={t('profile.details.avatarHint')}
            error={errors.avatar}
            {...register('avatar', emptyAsNull)}
          />
        </div>
      </div>
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t('profile.saving')}
        className="btn btn-primary"
      >
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}
