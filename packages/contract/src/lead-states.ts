/**
 * The states of a lead and the one transition table, without zod: screens that only show
 * leads (the list, the chips) stay clear of the schemas and within their JavaScript budget.
 */

/** Where a lead is in its life (docs/domains/leads.md). */
export const leadStatuses = [
  'NEW',
  'APPROVED',
  'RECEIVED',
  'DISPATCHED',
  'SUSPENDED',
  'REJECTED',
  'CANCELLED',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * THE transition table: the only place that says which change of status is allowed. The server
 * enforces it and the web app shows it.
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  NEW: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['RECEIVED', 'REJECTED', 'CANCELLED'],
  RECEIVED: ['DISPATCHED', 'CANCELLED'],
  DISPATCHED: ['SUSPENDED'],
  SUSPENDED: ['DISPATCHED'],
  REJECTED: [],
  CANCELLED: [],
};

/** Statuses whose change must say why. */
export const REASON_REQUIRED: readonly LeadStatus[] = ['REJECTED', 'CANCELLED', 'SUSPENDED'];

export const canMove = (from: LeadStatus, to: LeadStatus): boolean =>
  LEAD_TRANSITIONS[from].includes(to);

export const needsReason = (to: LeadStatus): boolean => REASON_REQUIRED.includes(to);

/** A lead that still counts against a second capture for the same phone and product. */
export const isOpenLead = (status: LeadStatus): boolean =>
  status !== 'REJECTED' && status !== 'CANCELLED';

export const leadExportFormats = ['csv', 'xlsx'] as const;
export type LeadExportFormat = (typeof leadExportFormats)[number];
