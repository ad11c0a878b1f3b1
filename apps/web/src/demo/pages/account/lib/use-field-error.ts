import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The schemas word their rules as locale keys; FormField shows a message as given, so the key
 * is translated here first.
 */
export function useFieldError(): (error: FieldError | undefined) => FieldError | undefined {
  const { t } = useTranslation();
  return (error) => (error?.message ? { ...error, message: t(error.message) } : error);
}
