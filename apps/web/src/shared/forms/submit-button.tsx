import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  /** Said while the request runs ("Saving…"). */
  pendingLabel: ReactNode;
  className?: string;
}

/** Disabled while its request runs, so a double click cannot send the form twice. */
export function SubmitButton({ pending, children, pendingLabel, className }: SubmitButtonProps) {
  return (
    <button type="submit" className={className ?? 'btn btn-primary'} disabled={pending}>
      {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </button>
  );
}
