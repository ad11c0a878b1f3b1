import type { ReactNode } from 'react';
import { BRAND } from '../../../../shared/config/env';
import { Logo } from '../../../../shared/ui/logo';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title';
import { AccountIllustration } from './account-illustration';
import type { AccountKind } from './account-illustration';
import { DemoNotice } from './demo-notice';
import '../account-pages.scss';

export type AccountVariant = 'basic' | 'cover';

interface AccountFrameProps {
  variant: AccountVariant;
  kind: AccountKind;
  title: string;
  /** Shown after the title, hidden from screen readers (the template's 👋, 🚀, 🔒…). */
  emoji: string;
  intro: ReactNode;
  children: ReactNode;
}

/**
 * Both designs of a demo account page around the same form: "basic" is a centred card, "cover"
 * an illustration beside the form (the picture gives way to the form below small desktops).
 */
export function AccountFrame({ variant, kind, title, emoji, intro, children }: AccountFrameProps) {
  useDocumentTitle(title);
  const body = (
    <>
      <div className="auth-brand">
        <Logo size={36} />
        <span className="h4 mb-0">{BRAND}</span>
      </div>
      <h1 className="h4 mb-1">
        {title} <span aria-hidden="true">{emoji}</span>
      </h1>
      <div className="text-body-secondary mb-4">{intro}</div>
      {children}
    </>
  );

  if (variant === 'cover') {
    return (
      <div className="account-cover">
        <div className="account-cover-art">
          <AccountIllustration kind={kind} />
        </div>
        <div className="account-cover-side">
          <div className="account-cover-form">
            <DemoNotice />
            {body}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="auth-wrapper">
      <div className="account-basic">
        <DemoNotice />
        <div className="card auth-card">
          <div className="card-body">{body}</div>
        </div>
      </div>
    </div>
  );
}
