import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { ApiKey } from '../../mock/schemas/api-key-schema';
import { useDeleteApiKey } from '../api/api-keys';

/** "API Key List & Access": each key with copy and delete (after a confirmation). */
export function ApiKeyList({ keys }: { keys: readonly ApiKey[] }) {
  const { t, i18n } = useTranslation('demo-content');
  const remove = useDeleteApiKey();
  const [doomed, setDoomed] = useState<ApiKey | null>(null);

  const copy = async (key: ApiKey) => {
    try {
      await navigator.clipboard.writeText(key.key);
      notify({ type: 'success', message: t('apiKey.copied', { name: key.name }) });
    } catch {
      notify({ type: 'warning', message: t('apiKey.copyFailed') });
    }
  };

  const confirm = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () =>
        notify({ type: 'success', message: t('apiKey.deleted', { name: doomed.name }) }),
      onSettled: () => setDoomed(null),
    });
  };

  if (keys.length === 0) return <p className="text-body-secondary mb-0">{t('apiKey.none')}</p>;
  return (
    <>
      <ul className="list-unstyled mb-0">
        {keys.map((key) => (
          <li key={key.id} className="bg-body-tertiary rounded p-3 mb-3">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h3 className="h6 mb-0">{key.name}</h3>
              <span className="badge text-bg-primary">{t(`apiKey.levels.${key.access}`)}</span>
            </div>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <code className="text-break text-body-emphasis">{key.key}</code>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('apiKey.copy', { name: key.name })}
                onClick={() => void copy(key)}
              >
                <Copy size={14} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('apiKey.delete', { name: key.name })}
                onClick={() => setDoomed(key)}
              >
                <Trash2 size={14} aria-hidden="true" />
              </button>
            </div>
            <p className="small text-body-secondary mb-0">
              {t('apiKey.createdOn', {
                date: new Date(`${key.createdOn}T00:00:00`).toLocaleDateString(i18n.language, {
                  dateStyle: 'medium',
                }),
              })}
            </p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={doomed !== null}
        title={t('apiKey.confirmTitle')}
        confirmLabel={t('apiKey.confirmDelete')}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      >
        {t('apiKey.confirmText', { name: doomed?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
