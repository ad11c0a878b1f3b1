import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The content forms word their rules as demo-content keys; FormField shows a message as given,
 * so the key is translated here first.
 */
export function useFieldError(): (error: FieldError | undefined) => FieldError | undefined {
  const { t } = useTranslation('demo-content');
  return (error) => (error?.message ? { ...error, message: t(error.message) } : error);
}
