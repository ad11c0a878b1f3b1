import { useTranslation } from 'react-i18next';
import type { DirectoryUser } from '@pamoja/contract/user-directory';
import { suspendUserRequest } from '@pamoja/contract/user-directory';
import { isHttpError } from '../../../shared/http/http-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { useChangeUserStatus } from '../api/user-directory';

interface UserStatusDialogsProps {
  suspending: DirectoryUser | null;
  reactivating: DirectoryUser | null;
  onDone: () => void;
}

/**
 * Suspend (with a reason) and reactivate (with a confirmation). A refusal (409 already
 * suspended, own account…) is said inside the dialog, beside what was refused.
 */
export function UserStatusDialogs({ suspending, reactivating, onDone }: UserStatusDialogsProps) {
  const { t } = useTranslation();
  const change = useChangeUserStatus();
  const refusal = change.error
    ? isHttpError(change.error)
      ? change.error.text
      : t('common.loadFailed')
    : undefined;
  const close = () => {
    change.reset();
    onDone();
  };
  return (
    <>
      <ReasonDialog
        show={suspending !== null}
        title={t('homes.users.suspendTitle', { name: suspending?.fullName ?? '' })}
        warning={t('homes.users.suspendWarning')}
        confirmLabel={t('homes.users.suspend')}
        pending={change.isPending}
        error={refusal}
        validate={(reason) => suspendUserRequest.safeParse({ reason }).error?.issues[0]?.message}
        onConfirm={(reason) => change.mutate({ id: suspending!.id, reason }, { onSuccess: close })}
        onHide={close}
      />
      <ConfirmDialog
        show={reactivating !== null}
        title={t('homes.users.reactivateTitle', { name: reactivating?.fullName ?? '' })}
        confirmLabel={t('homes.users.reactivate')}
        variant="primary"
        pending={change.isPending}
        onConfirm={() => change.mutate({ id: reactivating!.id }, { onSuccess: close })}
        onCancel={close}
      >
        {refusal && (
          <p className="alert alert-danger mb-0" role="alert">
            {refusal}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
