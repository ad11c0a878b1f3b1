import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { organisationRoles, type OrganisationRole } from '@pamoja/contract/organisations';
import { TextField } from '../../../shared/forms/form-field';
import { fieldMessage } from '../../../shared/forms/field-message';

/** What the member and staff forms share: who the person is, and which roles they get. */
export interface PersonRoleValues {
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  roles: OrganisationRole[];
}

interface Props {
  register: UseFormRegister<PersonRoleValues>;
  errors: FieldErrors<PersonRoleValues>;
}

/** E-mail and phone find an existing person; the names are needed only for someone new. */
export function PersonFields({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('organisations.fields.email')}
        error={errors.email}
        type="email"
        autoComplete="off"
        {...register('email')}
      />
      <TextField
        label={t('organisations.fields.phone')}
        error={errors.phoneNumber}
        type="tel"
        autoComplete="off"
        {...register('phoneNumber')}
      />
      <p className="form-text">{t('organisations.members.newPerson')}</p>
      <div className="row g-2">
        <div className="col">
          <TextField
            label={t('organisations.fields.firstName')}
            error={errors.firstName}
            {...register('firstName')}
          />
        </div>
        <div className="col">
          <TextField
            label={t('organisations.fields.lastName')}
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
      </div>
    </>
  );
}

/** The organisation roles as checkboxes; `idPrefix` keeps ids unique per form. */
export function RoleChoices({ register, errors, idPrefix }: Props & { idPrefix: string }) {
  const { t } = useTranslation();
  const rolesError = fieldMessage(t, errors.roles?.message);
  const errorId = `${idPrefix}-roles-error`;
  return (
    <fieldset className="mb-3" aria-describedby={rolesError ? errorId : undefined}>
      <legend className="form-label fs-6">{t('organisations.fields.memberRoles')}</legend>
      {organisationRoles.map((role) => (
        <div key={role} className="form-check form-check-inline">
          <input
            id={`${idPrefix}-role-${role}`}
            type="checkbox"
            className="form-check-input"
            value={role}
            {...register('roles')}
          />
          <label className="form-check-label" htmlFor={`${idPrefix}-role-${role}`}>
            {t(`roles.${role}`)}
          </label>
        </div>
      ))}
      {rolesError && (
        <div id={errorId} className="invalid-feedback d-block">
          {rolesError}
        </div>
      )}
    </fieldset>
  );
}
