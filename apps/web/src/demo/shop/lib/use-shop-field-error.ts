import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The checkout's schemas word their rules as demo-shop keys; FormField shows them translated. */
export function useShopFieldError(): (error: FieldError | undefined) => FieldError | undefined {
  const { t } = useTranslation('demo-shop');
  return (error) => (error?.message ? { ...error, message: t(error.message) } : error);
}
