import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { demoCan } from '../../mock/auth/demo-ability';
import type { DemoAbilityRule } from '../../mock/auth/demo-ability';

// Subjects the demo knows, said in words; any other shows as it is.
const SUBJECTS = ['ACL', 'Auth', 'Analytics'] as const;

function subjectText(t: (key: string) => string, subject: string): string {
  return (SUBJECTS as readonly string[]).includes(subject)
    ? t(`demo.accessControl.subjects.${subject}`)
    : subject;
}

/** What the ability allows: "everything" for manage all, else each action/subject pair. */
export function AbilityCard({ ability }: { ability: readonly DemoAbilityRule[] }) {
  const { t } = useTranslation();
  if (demoCan(ability, 'manage', 'all')) {
    return (
      <div className="card h-100 border-success">
        <div className="card-body">
          <h2 className="h5 d-flex align-items-center gap-2">
            <ShieldCheck size={20} className="text-success" aria-hidden="true" />
            {t('demo.accessControl.everything')}
          </h2>
          <p className="mb-0">{t('demo.accessControl.everythingText')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="card h-100">
      <div className="card-body">
        <h2 className="h5">{t('demo.accessControl.allowed')}</h2>
        <ul className="mb-0">
          {ability.map((rule) => (
            <li key={`${rule.action} ${rule.subject}`}>
              <code>
                {rule.action} {rule.subject}
              </code>
              {': '}
              {subjectText(t, rule.subject)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
