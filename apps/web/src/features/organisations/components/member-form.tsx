import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Member, OrganisationRole } from '@pamoja/contract/organisations';
import {
  addMemberRequest,
  organisationRoles,
  updateMemberRequest,
} from '@pamoja/contract/organisations';
import { TextField } from '../../../shared/forms/form-field';
import { fieldMessage } from '../../../shared/forms/field-message';
import { showFormError } from '../../../shared/forms/server-errors';
import { useSaveMember } from '../api/save-member';
import type { InvitePerson } from '../api/save-member';
import { FormActions } from './form-actions';

interface MemberValues {
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  roles: OrganisationRole[];
}
type Field = keyof MemberValues;
const FIELDS: readonly Field[] = ['email', 'phoneNumber', 'firstName', 'lastName', 'roles'];

/** Only what was typed: the service tells which of the rest a new person needs. */
function personOf(values: MemberValues): InvitePerson {
  const person: InvitePerson = {};
  for (const field of ['email', 'phoneNumber', 'firstName', 'lastName'] as const) {
    const text = values[field].trim();
    if (text !== '') person[field] = text;
  }
  return person;
}

interface MemberFormProps {
  organisation: string;
  /** Absent: invites someone by e-mail or phone; present: changes their roles. */
  member?: Member;
  onDone: () => void;
}

export function MemberForm({ organisation, member, onDone }: MemberFormProps) {
  const { t } = useTranslation();
  const save = useSaveMember();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberValues>({
    defaultValues: {
      email: '',
      phoneNumber: '',
      firstName: '',
      lastName: '',
      roles: (member?.roles.filter((role) => role !== 'SUPER_ADMIN') as OrganisationRole[]) ?? [
        'MEMBER',
      ],
    },
    resolver: (values) => {
      const result = member
        ? updateMemberRequest.safeParse({ roles: values.roles })
        : addMemberRequest.safeParse({ ...personOf(values), roles: values.roles });
      if (result.success) return { values, errors: {} };
      const found: FieldErrors<MemberValues> = {};
      for (const issue of result.error.issues) {
        const path = issue.path[0];
        const field = FIELDS.find((name) => name === path) ?? 'email';
        found[field] ??= { type: issue.code, message: issue.message };
      }
      return { values: {}, errors: found };
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (member) {
        await save.mutateAsync({ organisation, userId: member.userId, roles: values.roles });
      } else {
        await save.mutateAsync({ organisation, person: personOf(values), roles: values.roles });
      }
      onDone();
    } catch (error) {
      showFormError(error, setError, {
        fields: FIELDS,
        codes: { ALREADY_MEMBER: 'email', LAST_ADMIN: 'roles', PERSON_TAKEN: 'email' },
      });
    }
  });

  const rolesError = fieldMessage(t, errors.roles?.message);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {member ? (
        <p>
          {member.fullName} · {member.email}
        </p>
      ) : (
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
      )}
      <fieldset className="mb-3" aria-describedby={rolesError ? 'member-roles-error' : undefined}>
        <legend className="form-label fs-6">{t('organisations.fields.memberRoles')}</legend>
        {organisationRoles.map((role) => (
          <div key={role} className="form-check form-check-inline">
            <input
              id={`member-role-${role}`}
              type="checkbox"
              className="form-check-input"
              value={role}
              {...register('roles')}
            />
            <label className="form-check-label" htmlFor={`member-role-${role}`}>
              {t(`roles.${role}`)}
            </label>
          </div>
        ))}
        {rolesError && (
          <div id="member-roles-error" className="invalid-feedback d-block">
            {rolesError}
          </div>
        )}
      </fieldset>
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
