import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLeadActivationRequest, changeLeadStatusRequest } from '@pamoja/contract/leads';
import type { BulkLeadResult } from '@pamoja/contract/leads';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useApproveLeads } from '../api/approve-leads';
import { useAssignLeads } from '../api/assign-leads';
import { useChangeLeadActivation } from '../api/change-lead-activation';
import { useChangeLeadStatus } from '../api/change-lead-status';
import type { Assignee } from '../api/list-assignees';
import type { LeadRow } from '../api/list-leads';
import { useRequestApprovalCode } from '../api/request-approval-code';
import type { ApprovalCode } from '../api/request-approval-code';
import { ACTION_TARGET, actionNeedsReason, offeredActions, versionsOf } from '../lib/bulk-actions';
import type { BulkAction } from '../lib/bulk-actions';
import { ApproveDialog } from './approve-dialog';
import { AssignDialog } from './assign-dialog';
import { BulkResult } from './bulk-result';
import { BulkToolbar } from './bulk-toolbar';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';

interface LeadBulkPanelProps {
  selected: readonly LeadRow[];
  canApprove: boolean;
  people: readonly Assignee[] | undefined;
  onClear: () => void;
}

interface Outcome {
  action: BulkAction;
  result: BulkLeadResult;
  codes: ReadonlyMap<string, string>;
}

/** The bulk toolbar, the dialog of the chosen action, and the per-lead answer. */
export function LeadBulkPanel({ selected, canApprove, people, onClear }: LeadBulkPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [code, setCode] = useState<ApprovalCode | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const requestCode = useRequestApprovalCode();
  const approve = useApproveLeads();
  const assign = useAssignLeads();
  const changeStatus = useChangeLeadStatus();
  const activation = useChangeLeadActivation();

  const leadIds = selected.map((lead) => lead.id);
  const versions = versionsOf(selected);
  const count = selected.length;
  const actions = offeredActions(
    selected.map((lead) => lead.status),
    (action) => action !== 'approve' || canApprove,
  );

  const done = (action: BulkAction) => (result: BulkLeadResult) => {
    setOutcome({ action, result, codes: new Map(selected.map((lead) => [lead.id, lead.code])) });
    setOpen(null);
    setCode(null);
    onClear();
  };
  const start = (action: BulkAction) => {
    setOutcome(null);
    if (action !== 'approve') return setOpen(action);
    requestCode.mutate(leadIds, { onSuccess: setCode });
  };
  const send = (action: BulkAction, reason?: string) => {
    if (action === 'dispatch' || action === 'suspend') {
      const active = action === 'dispatch';
      activation.mutate({ leadIds, active, reason, versions }, { onSuccess: done(action) });
    } else if (action !== 'approve' && action !== 'assign') {
      const status = ACTION_TARGET[action];
      changeStatus.mutate({ leadIds, status, reason, versions }, { onSuccess: done(action) });
    }
  };
  // The contract's own rule for the reason (and the number of leads), before anything is sent.
  const validateReason = (action: BulkAction) => (reason: string) => {
    const parsed =
      action === 'suspend'
        ? changeLeadActivationRequest.safeParse({ leadIds, active: false, reason, versions })
        : changeLeadStatusRequest.safeParse({
            leadIds,
            status: ACTION_TARGET[action as 'reject'],
            reason,
            versions,
          });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
  const pending = changeStatus.isPending || activation.isPending;
  const confirmAction = open === 'receive' || open === 'dispatch' ? open : null;
  const reasonAction = open && actionNeedsReason(open) ? open : null;

  return (
    <>
      {outcome && (
        <BulkResult
          action={outcome.action}
          result={outcome.result}
          codeOf={(id) => outcome.codes.get(id) ?? id}
          onDismiss={() => setOutcome(null)}
        />
      )}
      {count > 0 && (
        <BulkToolbar
          count={count}
          actions={actions}
          onAction={start}
          onClear={onClear}
          busy={requestCode.isPending}
        />
      )}
      <ApproveDialog
        code={code}
        pending={approve.isPending}
        onApprove={(value) =>
          approve.mutate(
            { leadIds: code?.leadIds ?? leadIds, code: value },
            { onSuccess: done('approve') },
          )
        }
        onHide={() => setCode(null)}
      />
      <AssignDialog
        show={open === 'assign'}
        count={count}
        people={people}
        pending={assign.isPending}
        onAssign={(assignedTo) =>
          assign.mutate({ leadIds, assignedTo }, { onSuccess: done('assign') })
        }
        onHide={() => setOpen(null)}
      />
      <ConfirmDialog
        show={confirmAction !== null}
        variant="primary"
        title={confirmAction && t(`leads.bulk.confirm.${confirmAction}`, { count })}
        confirmLabel={confirmAction && t(`leads.bulk.actions.${confirmAction}`)}
        pending={pending}
        onConfirm={() => confirmAction && send(confirmAction)}
        onCancel={() => setOpen(null)}
      />
      <ReasonDialog
        show={reasonAction !== null}
        title={reasonAction && t(`leads.bulk.confirm.${reasonAction}`, { count })}
        warning={reasonAction && t(`leads.bulk.warning.${reasonAction}`)}
        confirmLabel={reasonAction && t(`leads.bulk.actions.${reasonAction}`)}
        pending={pending}
        validate={validateReason(reasonAction ?? 'reject')}
        onConfirm={(reason) => reasonAction && send(reasonAction, reason)}
        onHide={() => setOpen(null)}
      />
    </>
  );
}
