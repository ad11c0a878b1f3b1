import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import './referral-code.scss';

type CopyState = 'idle' | 'copied' | 'failed';

/** The member's referral code with a copy button; the outcome is announced in a live region. */
export function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  // "Copied" fades after a while so a second copy is announced again.
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      // No clipboard (insecure origin, permissions): the code stays visible to copy by hand.
      setState('failed');
    }
  };

  return (
    <div className="referral-code">
      <code className="referral-code-value">{code}</code>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void copy()}
        aria-label={t('profile.referral.copyLabel', { code })}
      >
        {state === 'copied' ? (
          <Check size={14} aria-hidden="true" />
        ) : (
          <Copy size={14} aria-hidden="true" />
        )}{' '}
        {t('profile.referral.copy')}
      </button>
      <span role="status" className="referral-code-status small">
        {state === 'copied' && t('profile.referral.copied')}
        {state === 'failed' && t('profile.referral.copyFailed')}
      </span>
      <p className="referral-code-hint small text-body-secondary mb-0">
        {t('profile.referral.hint')}
      </p>
    </div>
  );
}
