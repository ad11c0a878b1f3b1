import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import '../cards.scss';

export type CardAction = 'collapse' | 'reload' | 'remove';

// Long enough to see the spinner, short enough not to wait for it.
export const RELOAD_MS = 1200;

interface ActionCardProps {
  title: string;
  actions: readonly CardAction[];
  onRemove?: () => void;
  children: ReactNode;
}

/**
 * A card with the template's actions at its title's end: collapse (a disclosure, so
 * `aria-expanded`), reload (a spinner for a moment, announced, then the content again) and
 * remove (the page takes the card away). Every action is a button, so the keyboard has them all.
 */
export function ActionCard({ title, actions, onRemove, children }: ActionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (!reloading) return;
    const timer = window.setTimeout(() => setReloading(false), RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [reloading]);

  const button = 'btn btn-sm btn-outline-secondary demo-action';
  return (
    <section className="card h-100" aria-labelledby={titleId}>
      <div className="card-header demo-card-header align-items-center">
        <h2 id={titleId} className="card-title h5 mb-0">
          {title}
        </h2>
        <div className="d-flex gap-1">
          {actions.includes('collapse') && (
            <button
              type="button"
              className={button}
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={t('demoDashboards.action.collapse', { title })}
              onClick={() => setOpen((now) => !now)}
            >
              <ChevronDown
                size={16}
                aria-hidden="true"
                className={open ? undefined : 'demo-turned'}
              />
            </button>
          )}
          {actions.includes('reload') && (
            <button
              type="button"
              className={button}
              // Not `disabled`: the focus stays on the button while the card reloads.
              aria-disabled={reloading}
              aria-label={t('demoDashboards.action.reload', { title })}
              onClick={() => setReloading(true)}
            >
              <RotateCw size={16} aria-hidden="true" />
            </button>
          )}
          {actions.includes('remove') && (
            <button
              type="button"
              className={button}
              aria-label={t('demoDashboards.action.remove', { title })}
              onClick={onRemove}
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
      <div id={bodyId} className="card-body" hidden={!open} aria-busy={reloading}>
        {reloading ? (
          <div
            role="status"
            className="d-flex justify-content-center align-items-center gap-2 py-3"
          >
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {t('demoDashboards.action.reloading', { title })}
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
