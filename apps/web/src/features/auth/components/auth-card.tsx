import type { ReactNode } from 'react';
import { BRAND } from '../../../shared/config/env';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page (register, verify, password, PIN), like the login page. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="auth-wrapper">
      <div className="card auth-card">
        <div className="card-body">
          <div className="auth-brand">
            <Logo size={36} />
            <span className="h4 mb-0">{BRAND}</span>
          </div>
          <h1 className="h4 mb-1">{title}</h1>
          {intro && <p className="text-body-secondary mb-4">{intro}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
