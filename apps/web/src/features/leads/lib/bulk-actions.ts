import { canMove, isOpenLead, needsReason } from '@pamoja/contract/lead-states';
import type { LeadStatus } from '@pamoja/contract/lead-states';

export type BulkAction =
  'approve' | 'assign' | 'receive' | 'dispatch' | 'suspend' | 'reject' | 'cancel';

/** The status each action moves a lead to; assigning changes no status. */
export const ACTION_TARGET: Readonly<Record<Exclude<BulkAction, 'assign'>, LeadStatus>> = {
  approve: 'APPROVED',
  receive: 'RECEIVED',
  dispatch: 'DISPATCHED',
  suspend: 'SUSPENDED',
  reject: 'REJECTED',
  cancel: 'CANCELLED',
};

export const BULK_ACTIONS: readonly BulkAction[] = [
  'approve',
  'assign',
  'receive',
  'dispatch',
  'suspend',
  'reject',
  'cancel',
];

/** Whether the action applies to a lead in this status (the contract's transition table). */
export function appliesTo(action: BulkAction, status: LeadStatus): boolean {
  return action === 'assign' ? isOpenLead(status) : canMove(status, ACTION_TARGET[action]);
}

/** The actions that apply to at least one of the chosen leads, in the toolbar's order. */
export function offeredActions(
  statuses: readonly LeadStatus[],
  allowed: (action: BulkAction) => boolean = () => true,
): BulkAction[] {
  return BULK_ACTIONS.filter(
    (action) => allowed(action) && statuses.some((status) => appliesTo(action, status)),
  );
}

export const actionNeedsReason = (action: BulkAction): boolean =>
  action !== 'assign' && needsReason(ACTION_TARGET[action]);

/** What cannot be undone (no transition leads back): asked about before it is sent. */
export const isDestructive = (action: BulkAction): boolean =>
  action === 'reject' || action === 'cancel';

/** `versions` of a bulk call: each lead as it was read, so a changed one is skipped. */
export function versionsOf(leads: readonly { id: string; version: number }[]) {
  return Object.fromEntries(leads.map((lead) => [lead.id, lead.version]));
}
