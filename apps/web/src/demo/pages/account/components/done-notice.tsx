import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';

/**
 * The success state of a form the demo has no endpoint for. It takes the place of the form, so
 * it takes the focus too: keyboard and screen-reader users land on what happened.
 */
export function DoneNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="alert alert-success d-flex gap-2">
      <CircleCheck size={18} className="flex-shrink-0 mt-1" aria-hidden="true" />
      <div>
        <p className="mb-1">{children}</p>
        <p className="mb-0 small">{t('demo.account.noMail')}</p>
      </div>
    </div>
  );
}
