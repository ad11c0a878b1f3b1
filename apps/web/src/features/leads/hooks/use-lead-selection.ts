import { useState } from 'react';
import type { LeadRow } from '../api/list-leads';

/** The chosen leads as read (status and version), kept while the person pages through. */
export function useLeadSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, LeadRow>>(new Map());
  const change = (edit: (next: Map<string, LeadRow>) => void) =>
    setChosen((current) => {
      const next = new Map(current);
      edit(next);
      return next;
    });
  return {
    leads: [...chosen.values()],
    isSelected: (id: string) => chosen.has(id),
    toggle: (lead: LeadRow) =>
      change((next) => {
        if (!next.delete(lead.id)) next.set(lead.id, lead);
      }),
    togglePage: (rows: readonly LeadRow[], select: boolean) =>
      change((next) => {
        for (const row of rows) {
          if (select) next.set(row.id, row);
          else next.delete(row.id);
        }
      }),
    clear: () => setChosen(new Map()),
  };
}
