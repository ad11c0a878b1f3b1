import type { TFunction } from 'i18next';
import type { LeadStatus } from '@pamoja/contract/lead-states';

/** A status in words; the code itself while a language lacks it. */
export const statusText = (t: TFunction, status: LeadStatus): string =>
  t(`leads.status.${status}`, { defaultValue: status });

/** An event's action in words ("Status changed"); unknown actions as they come. */
export const actionText = (t: TFunction, action: string): string =>
  t(`leads.timeline.actions.${action}`, { defaultValue: action.replaceAll('_', ' ') });
