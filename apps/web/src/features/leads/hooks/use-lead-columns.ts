import { useState } from 'react';

/** The columns a person may hide; the code stays, as it opens the lead. */
export const HIDEABLE_COLUMNS = [
  'customer',
  'phone',
  'product',
  'facility',
  'amount',
  'status',
  'agent',
  'assignedTo',
  'captured',
] as const;
export type LeadColumn = (typeof HIDEABLE_COLUMNS)[number];

const STORAGE_KEY = 'pamoja.leads.hiddenColumns';

function readHidden(): Set<LeadColumn> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    // Only names we know: a stale or edited value must not hide what it cannot name.
    return new Set(
      Array.isArray(stored) ? HIDEABLE_COLUMNS.filter((column) => stored.includes(column)) : [],
    );
  } catch {
    return new Set();
  }
}

/** Which columns show, remembered on this device across visits. */
export function useLeadColumns() {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = (column: LeadColumn) => {
    const next = new Set(hidden);
    if (next.has(column)) next.delete(column);
    else next.add(column);
    setHidden(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    } catch {
      // Storage may be full or disabled: the choice then lasts for this visit only.
    }
  };
  return { shows: (column: LeadColumn) => !hidden.has(column), toggle };
}
