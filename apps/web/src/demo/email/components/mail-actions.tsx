import { FolderInput, MailOpen, Mail, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_LABELS } from '../../mock/schemas/email-schema';
import type { Email, EmailFolder, EmailLabel } from '../../mock/schemas/email-schema';
import { MOVE_TARGETS } from '../lib/mailbox-view';
import { ActionMenu } from './action-menu';

interface MailActionsProps {
  /** The mails acted on (the selection, or the open mail). */
  emails: readonly Email[];
  disabled?: boolean;
  onRead: (isRead: boolean) => void;
  onMove: (folder: EmailFolder) => void;
  onLabel: (label: EmailLabel) => void;
}

/** Read/unread, move, label and trash, for the selected mails or the open one. */
export function MailActions({ emails, disabled, onRead, onMove, onLabel }: MailActionsProps) {
  const { t } = useTranslation('demo-email');
  const folders = new Set(emails.map((email) => email.folder));
  const allRead = emails.length > 0 && emails.every((email) => email.isRead);
  const inTrash = folders.size === 1 && folders.has('trash');
  const labelState = (label: EmailLabel): boolean | 'mixed' => {
    const having = emails.filter((email) => email.labels.includes(label)).length;
    return having === 0 ? false : having === emails.length ? true : 'mixed';
  };
  return (
    <div className="d-flex flex-wrap gap-1" role="group" aria-label={t('actions.title')}>
      <button
        type="button"
        className="btn btn-sm btn-icon btn-outline-secondary"
        disabled={disabled}
        onClick={() => onRead(!allRead)}
        aria-label={t(allRead ? 'actions.markUnread' : 'actions.markRead')}
        title={t(allRead ? 'actions.markUnread' : 'actions.markRead')}
      >
        {allRead ? (
          <Mail size={16} aria-hidden="true" />
        ) : (
          <MailOpen size={16} aria-hidden="true" />
        )}
      </button>
      <ActionMenu
        label={t('actions.move')}
        icon={<FolderInput size={16} aria-hidden="true" />}
        disabled={disabled}
        items={MOVE_TARGETS.filter((folder) => !(folders.size === 1 && folders.has(folder))).map(
          (folder) => ({
            id: folder,
            label: t(`folders.${folder}`),
            onSelect: () => onMove(folder),
          }),
        )}
      />
      <ActionMenu
        label={t('actions.label')}
        icon={<Tag size={16} aria-hidden="true" />}
        disabled={disabled}
        items={EMAIL_LABELS.map((label) => ({
          id: label,
          label: t(`labels.${label}`),
          checked: labelState(label),
          onSelect: () => onLabel(label),
        }))}
      />
      {!inTrash && (
        <button
          type="button"
          className="btn btn-sm btn-icon btn-outline-secondary"
          disabled={disabled}
          onClick={() => onMove('trash')}
          aria-label={t('actions.trash')}
          title={t('actions.trash')}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
