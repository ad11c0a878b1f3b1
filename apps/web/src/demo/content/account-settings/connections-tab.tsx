import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSetting } from '../../mock/schemas/account-setting-schema';

type Connections = AccountSetting['social']['connections'];
const SERVICES = ['twitter', 'google', 'facebook', 'github'] as const;
const NAMES = { twitter: 'Twitter', google: 'Google', facebook: 'Facebook', github: 'GitHub' };

/** The services the account signs in with; connecting one here only changes the page. */
export function ConnectionsTab({ connections }: { connections: Connections }) {
  const { t } = useTranslation('demo-content');
  const [linked, setLinked] = useState<ReadonlySet<string>>(
    () => new Set(SERVICES.filter((service) => 'id' in connections[service])),
  );
  const toggle = (service: string) =>
    setLinked((current) => {
      const next = new Set(current);
      if (next.has(service)) next.delete(service);
      else next.add(service);
      return next;
    });
  return (
    <ul className="list-unstyled pt-3 mb-0">
      {SERVICES.map((service) => {
        const on = linked.has(service);
        return (
          <li
            key={service}
            className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 border-bottom"
          >
            <div>
              <p className="fw-semibold mb-0">{NAMES[service]}</p>
              <p className="small text-body-secondary mb-0">
                {on ? t('settings.connected') : t('settings.notConnected')}
              </p>
            </div>
            <button
              type="button"
              className={`btn btn-sm ${on ? 'btn-outline-danger' : 'btn-outline-primary'}`}
              onClick={() => toggle(service)}
            >
              {on
                ? t('settings.disconnect', { service: NAMES[service] })
                : t('settings.connect', { service: NAMES[service] })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
