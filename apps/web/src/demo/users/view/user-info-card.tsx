import { Briefcase, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import { UserAvatar } from '../components/user-avatar';
import { billingKey, STATUS_TONES } from '../lib/user-options';

/** The view page's left card: who the user is, two figures and their details. */
export function UserInfoCard({ user }: { user: DirectoryUser }) {
  const { t } = useTranslation('demo-users');
  const tone = STATUS_TONES[user.status];
  const details: [string, string][] = [
    [t('view.username'), `@${user.username}`],
    [t('view.email'), user.email],
    [t('view.role'), t(`userRoles.${user.role}`)],
    [t('view.company'), user.company],
    [t('view.contact'), user.contact],
    [t('view.country'), user.country],
    [t('view.billing'), t(`billing.${billingKey(user.billing)}`)],
  ];
  return (
    <section className="card mb-3" aria-labelledby="user-info-name">
      <div className="card-body">
        <div className="d-flex flex-column align-items-center text-center gap-2 mb-3">
          <UserAvatar name={user.fullName} src={user.avatar} large />
          <h2 id="user-info-name" className="h4 mb-0">
            {user.fullName}
          </h2>
          <span className="badge bg-secondary-subtle text-secondary-emphasis">
            {t(`userRoles.${user.role}`)}
          </span>
        </div>
        <div className="d-flex justify-content-around flex-wrap gap-3 mb-3">
          <Figure icon={<Check size={18} />} value="1.23k" label={t('view.tasksDone')} />
          <Figure icon={<Briefcase size={18} />} value="568" label={t('view.projectsDone')} />
        </div>
        <h3 className="h6 border-bottom pb-2">{t('view.details')}</h3>
        <dl className="mb-0">
          {details.map(([label, value]) => (
            <div key={label} className="mb-1 user-shrink">
              <dt className="d-inline fw-semibold">{label}:</dt>{' '}
              <dd className="d-inline">{value}</dd>
            </div>
          ))}
          <div className="mb-1">
            <dt className="d-inline fw-semibold">{t('view.status')}:</dt>{' '}
            <dd className="d-inline">
              <span className={`badge bg-${tone}-subtle text-${tone}-emphasis`}>
                {t(`statuses.${user.status}`)}
              </span>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function Figure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <span className="user-stat-icon bg-primary-subtle text-primary-emphasis" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="h5 mb-0">{value}</p>
        <p className="small mb-0 text-body-secondary">{label}</p>
      </div>
    </div>
  );
}
