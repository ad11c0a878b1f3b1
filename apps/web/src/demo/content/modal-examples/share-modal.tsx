import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { ModalProps } from './form-modals';
import { ModalField } from './modal-field';

const MEMBERS = ['Lester Palmer', 'Mattie Blair', 'Marvin Wheeler', 'Nannie Ford'];
const ROLES = ['owner', 'canEdit', 'canComment', 'canView'] as const;

/** Invite people to a project and set what each may do. */
export function ShareModal({ show, onClose }: ModalProps) {
  const { t } = useTranslation('demo-content');
  const id = useId();
  const copy = () => {
    void navigator.clipboard
      ?.writeText('https://pamoja.example/project/42')
      .then(() => notify({ type: 'success', message: t('modals.share.copied') }))
      .catch(() => undefined);
  };
  return (
    <FormDialog show={show} title={t('modals.share.title')} onHide={onClose}>
      <ModalField label={t('modals.share.invite')} type="email" placeholder="name@example.com" />
      <h3 className="h6">{t('modals.share.members', { count: MEMBERS.length })}</h3>
      <ul className="list-unstyled">
        {MEMBERS.map((member, index) => (
          <li key={member} className="d-flex align-items-center justify-content-between gap-2 mb-2">
            <label htmlFor={`${id}-${index}`}>{member}</label>
            <select
              id={`${id}-${index}`}
              className="form-select form-select-sm w-auto"
              defaultValue={ROLES[index % ROLES.length]}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`modals.share.roles.${role}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={copy}>
          {t('modals.share.copyLink')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('modals.done')}
        </button>
      </div>
    </FormDialog>
  );
}
