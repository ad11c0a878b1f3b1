import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@pamoja/contract/leads';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useChangeLeadStatus } from '../api/change-lead-status';

/**
 * The person an approved lead is assigned to takes it on ("received"). A lead someone else
 * changed since the page was read is skipped by the server; the skipped reason is shown.
 */
export function ReceiveLead({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const change = useChangeLeadStatus();
  const [asking, setAsking] = useState(false);
  const [skipped, setSkipped] = useState<string | null>(null);

  const receive = async () => {
    try {
      const result = await change.mutateAsync({
        leadIds: [lead.id],
        status: 'RECEIVED',
        versions: { [lead.id]: lead.version },
      });
      setSkipped(result.skipped[0]?.reason ?? null);
      setAsking(false);
    } catch {
      // The client has already said why in a notification; the dialog stays for another try.
    }
  };

  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
        <PackageOpen size={16} className="me-2" aria-hidden="true" />
        {t('leads.detail.receive.open')}
      </button>
      {skipped && (
        <p role="alert" className="text-danger small mb-0 w-100">
          {skipped}
        </p>
      )}
      <ConfirmDialog
        show={asking}
        title={t('leads.detail.receive.title', { code: lead.code })}
        confirmLabel={t('leads.detail.receive.confirm')}
        variant="primary"
        pending={change.isPending}
        onConfirm={() => void receive()}
        onCancel={() => setAsking(false)}
      >
        {t('leads.detail.receive.body', { name: lead.name })}
      </ConfirmDialog>
    </>
  );
}
