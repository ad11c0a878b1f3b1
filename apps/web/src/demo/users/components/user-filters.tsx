import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PLAN_LIST, USER_ROLE_LIST, USER_STATUS_LIST } from '../lib/user-options';

export interface UserFilterValues {
  role: string;
  currentPlan: string;
  status: string;
}

interface UserFiltersProps {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
}

/** The "Filters" card's three selects: role, plan, status ('' is "all"). */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const { t } = useTranslation('demo-users');
  const id = useId();
  const fields = [
    {
      name: 'role',
      label: t('filters.role'),
      all: t('filters.allRoles'),
      options: USER_ROLE_LIST.map((v) => [v, t(`userRoles.${v}`)]),
    },
    {
      name: 'currentPlan',
      label: t('filters.plan'),
      all: t('filters.allPlans'),
      options: USER_PLAN_LIST.map((v) => [v, t(`plans.${v}`)]),
    },
    {
      name: 'status',
      label: t('filters.status'),
      all: t('filters.allStatuses'),
      options: USER_STATUS_LIST.map((v) => [v, t(`statuses.${v}`)]),
    },
  ] as const;
  return (
    <div className="row g-2">
      {fields.map((field) => (
        <div key={field.name} className="col-12 col-md-4">
          <label htmlFor={`${id}-${field.name}`} className="form-label">
            {field.label}
          </label>
          <select
            id={`${id}-${field.name}`}
            className="form-select"
            value={values[field.name]}
            onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
          >
            <option value="">{field.all}</option>
            {field.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
