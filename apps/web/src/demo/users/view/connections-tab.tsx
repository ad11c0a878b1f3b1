import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CONNECTED = ['Google', 'Slack', 'GitHub', 'Mailchimp', 'Asana'] as const;
const SOCIAL: [string, string | null][] = [
  ['Facebook', null],
  ['Twitter', '@pamoja'],
  ['LinkedIn', '@pamoja'],
  ['Dribbble', null],
  ['Behance', null],
];

/** Connected apps (switches) and social accounts (connect or disconnect). */
export function ConnectionsTab() {
  const { t } = useTranslation('demo-users');
  const [on, setOn] = useState<Record<string, boolean>>({
    Google: true,
    Slack: false,
    GitHub: true,
    Mailchimp: true,
    Asana: false,
  });
  const [social, setSocial] = useState<Record<string, string | null>>(Object.fromEntries(SOCIAL));
  return (
    <div className="d-grid gap-3 pt-3">
      <section className="card" aria-labelledby="user-connected">
        <div className="card-body">
          <h2 id="user-connected" className="h5">
            {t('connections.connected')}
          </h2>
          <p className="small text-body-secondary">{t('connections.connectedText')}</p>
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {CONNECTED.map((name) => (
              <li key={name} className="form-check form-switch d-flex justify-content-between ps-0">
                <label className="form-check-label" htmlFor={`connected-${name}`}>
                  {name}
                </label>
                <input
                  id={`connected-${name}`}
                  type="checkbox"
                  role="switch"
                  className="form-check-input ms-0"
                  checked={on[name] ?? false}
                  onChange={(event) => setOn({ ...on, [name]: event.target.checked })}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="card" aria-labelledby="user-social">
        <div className="card-body">
          <h2 id="user-social" className="h5">
            {t('connections.social')}
          </h2>
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {SOCIAL.map(([name]) => {
              const handle = social[name];
              return (
                <li
                  key={name}
                  className="d-flex flex-wrap justify-content-between align-items-center gap-2"
                >
                  <div>
                    <p className="fw-semibold mb-0">{name}</p>
                    <p className="small text-body-secondary mb-0">
                      {handle ?? t('connections.notConnected')}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={`btn btn-sm ${handle ? 'btn-outline-danger' : 'btn-outline-secondary'}`}
                    onClick={() => setSocial({ ...social, [name]: handle ? null : '@pamoja' })}
                    aria-label={
                      handle
                        ? t('connections.disconnect', { name })
                        : t('connections.connect', { name })
                    }
                  >
                    {handle ? t('connections.disconnectShort') : t('connections.connectShort')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </div>
  );
}
