import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { Table } from '../../../shared/ui/table';

const EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;

type Choices = Record<string, boolean>;

/** Which event reaches the user how: a checkbox per event and channel. */
export function NotificationsTab() {
  const { t } = useTranslation('demo-users');
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(
      EVENTS.flatMap((event, row) =>
        CHANNELS.map((channel, col) => [`${event}.${channel}`, (row + col) % 3 !== 2]),
      ),
    ),
  );
  return (
    <section className="card mt-3" aria-labelledby="user-notifications">
      <div className="card-body">
        <h2 id="user-notifications" className="h5">
          {t('notifications.title')}
        </h2>
        <p className="small text-body-secondary">{t('notifications.text')}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            notify({ type: 'success', message: t('notifications.saved') });
          }}
        >
          <Table caption={t('notifications.title')}>
            <thead>
              <tr>
                <th scope="col">{t('notifications.type')}</th>
                {CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="text-center">
                    {t(`notifications.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {EVENTS.map((event) => (
                <tr key={event}>
                  <th scope="row" className="fw-normal">
                    {t(`notifications.${event}`)}
                  </th>
                  {CHANNELS.map((channel) => {
                    const key = `${event}.${channel}`;
                    return (
                      <td key={channel} className="text-center">
                        <input
                          type="checkbox"
                          className="form-check-input"
                          checked={choices[key] ?? false}
                          onChange={(change) =>
                            setChoices({ ...choices, [key]: change.target.checked })
                          }
                          aria-label={t('notifications.choice', {
                            event: t(`notifications.${event}`),
                            channel: t(`notifications.${channel}`),
                          })}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
          <button type="submit" className="btn btn-primary mt-3">
            {t('notifications.save')}
          </button>
        </form>
      </div>
    </section>
  );
}
