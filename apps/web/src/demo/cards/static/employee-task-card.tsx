import { useTranslation } from 'react-i18next';
import { Avatar, initialsOf } from '../components/avatar';
import type { Tone } from '../components/avatar';
import { DemoCard } from '../components/demo-card';

// The template's own people: the mock has no call for tasks on this card.
const PEOPLE: [string, string, number, Tone][] = [
  ['Ryan Harrington', 'ios', 560, 'primary'],
  ['Louisa Norton', 'ui', 185, 'danger'],
  ['Jayden Duncan', 'java', 290, 'success'],
  ['Cynthia Howell', 'angular', 140, 'info'],
  ['Helena Payne', 'marketing', 400, 'warning'],
];

/** Employee Task: who worked on what, and for how long this week. */
export function EmployeeTaskCard() {
  const { t } = useTranslation();
  return (
    <DemoCard title={t('demoDashboards.employees.title')}>
      <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
        {PEOPLE.map(([name, role, minutes, tone]) => (
          <li key={name} className="d-flex align-items-center gap-3">
            <Avatar tone={tone}>{initialsOf(name)}</Avatar>
            <div className="flex-grow-1 demo-shrink">
              <div className="fw-semibold">{name}</div>
              <div className="small text-body-secondary">
                {t(`demoDashboards.employees.roles.${role}`)}
              </div>
            </div>
            <span className="small text-nowrap">
              {t('demoDashboards.employees.time', {
                hours: Math.floor(minutes / 60),
                minutes: minutes % 60,
              })}
            </span>
          </li>
        ))}
      </ul>
    </DemoCard>
  );
}
