import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import type { Member, OrganisationRole } from '@pamoja/contract/organisations';
import { addMemberRequest, updateMemberRequest } from '@pamoja/contract/organisations';
import { showFormError } from '../../../shared/forms/server-errors';
import { useSaveMember } from '../api/save-member';
import type { InvitePerson } from '../api/save-member';
import { FormActions } from './form-actions';
import { PersonFields, RoleChoices } from './person-role-fields';

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

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {member ? (
        <p>
          {member.fullName} · {member.email}
        </p>
      ) : (
        <PersonFields register={register} errors={errors} />
      )}
      <RoleChoices register={register} errors={errors} idPrefix="member" />
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
