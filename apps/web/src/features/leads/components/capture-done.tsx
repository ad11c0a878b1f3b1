import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lead } from '@pamoja/contract/leads';

interface CaptureDoneProps {
  lead: Lead;
  onAnother: () => void;
}

/** Step 4: the code the agent and the customer will quote, large and easy to copy. */
export function CaptureDone({ lead, onAnother }: CaptureDoneProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lead.code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="text-center">
      <p className="lead mb-1">{t('leads.capture.done.title')}</p>
      <p className="mb-2">{t('leads.capture.done.codeLabel')}</p>
      <p className="capture-code display-6 fw-semibold mb-3">
        <code>{lead.code}</code>
      </p>
      <button type="button" className="btn btn-outline-secondary mb-2" onClick={() => void copy()}>
        <Copy size={16} className="me-2" aria-hidden="true" />
        {t('leads.capture.done.copy')}
      </button>
      <p role="status" className="small text-body-secondary">
        {copied ? t('leads.capture.done.copied') : ''}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
        <button type="button" className="btn btn-primary" onClick={onAnother}>
          {t('leads.capture.done.another')}
        </button>
        <Link to="/leads" className="btn btn-outline-primary">
          {t('leads.capture.done.myLeads')}
        </Link>
      </div>
    </div>
  );
}
