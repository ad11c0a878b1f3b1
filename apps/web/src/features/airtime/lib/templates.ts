import { airtimeTemplateFormats, type AirtimeTemplateFormat } from '@pamoja/contract/airtime';
import { buildUrl } from '../../../shared/http/build-request';

export const TEMPLATE_FORMATS: readonly AirtimeTemplateFormat[] = airtimeTemplateFormats;

/**
 * `GET airtime-groups/templates/{format}` is public, so a plain link downloads it: no token,
 * no blob in memory, and the browser's own download UI.
 */
export function templateUrl(format: AirtimeTemplateFormat): string {
  return buildUrl({ url: `airtime-groups/templates/${format}` });
}
