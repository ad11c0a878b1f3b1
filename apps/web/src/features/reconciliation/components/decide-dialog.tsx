import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useResolveReconciliation } from '../api/resolve-reconciliation';
import { useNow } from '../../../shared/hooks/use-now';
import { DecideForm } from './decide-form';
import { TransactionFacts } from './transaction-facts';

interface DecideDialogProps {
  /** The item being decided; null closes the dialog. */
  item: ReconciliationItem | null;
  onHide: () => void;
}

/** One item's facts and the decision on it, in the shared dialog. */
export function DecideDialog({ item, onHide }: DecideDialogProps) {
  const { t } = useTranslation();
  const now = useNow();
  const resolve = useResolveReconciliation();
  // Keep the last item while the dialog fades out, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);

  return (
    <FormDialog
      show={item !== null}
      title={t('reconciliation.dialog.title', { reference: shown?.transaction.reference ?? '' })}
      onHide={onHide}
      onExited={() => {
        resolve.reset();
        setShown(null);
      }}
      // A decision on its way must not be lost to a click beside the dialog.
      locked={resolve.isPending}
      size="lg"
    >
      {shown && (
        <>
          <TransactionFacts item={shown} now={now} />
          <DecideForm
            key={shown.id}
            item={shown}
            resolve={resolve}
            onDone={onHide}
            onCancel={onHide}
          />
        </>
      )}
    </FormDialog>
  );
}
