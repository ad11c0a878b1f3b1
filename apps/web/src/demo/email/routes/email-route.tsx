import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { Email, EmailFolder, EmailLabel } from '../../mock/schemas/email-schema';
import { useEmails } from '../api/list-emails';
import { useUpdateEmails, useUpdateEmailsLabel } from '../api/update-emails';
import { EmailDetail } from '../components/email-detail';
import { EmailList } from '../components/email-list';
import { EmailSidebar } from '../components/email-sidebar';
import { draftFrom, EMPTY_DRAFT } from '../lib/compose-draft';
import type { ComposeDraft } from '../lib/compose-draft';
import { isEmailLabel, isMailboxFolder, mailboxPath } from '../lib/mailbox-view';
import type { MailboxView } from '../lib/mailbox-view';
import '../email.scss';

// The form, its validation and the editor load when the compose window first opens.
const ComposeDialog = lazy(async () => ({
  default: (await import('../components/compose-dialog')).ComposeDialog,
}));

const SIDEBAR_ID = 'email-sidebar';

/** `/apps/email`, `/apps/email/:folder`, `/apps/email/label/:label`: the template's mail app. */
export function EmailRoute() {
  const { t } = useTranslation('demo-email');
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const known = params.label
    ? isEmailLabel(params.label)
    : !params.folder || isMailboxFolder(params.folder);
  const folder = isMailboxFolder(params.folder)
    ? params.folder
    : params.label
      ? undefined
      : 'inbox';
  const label = isEmailLabel(params.label) ? params.label : undefined;
  const [typed, setTyped] = useState(search.get('q') ?? '');
  const q = useDebouncedValue(typed.trim());
  const view: MailboxView = { folder, label, q };
  const openId = Number(search.get('mail')) || undefined;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [compose, setCompose] = useState<ComposeDraft | null>(null);
  const [viewKey, setViewKey] = useState(`${folder}/${label}/${q}`);
  if (viewKey !== `${folder}/${label}/${q}`) {
    // A new folder, label or search starts with nothing selected.
    setViewKey(`${folder}/${label}/${q}`);
    setSelected(new Set());
  }

  const title = label ? t(`labels.${label}`) : t(`folders.${folder ?? 'inbox'}`);
  useDocumentTitle(`${title} · ${t('title')}`);
  const list = useEmails(view);
  const update = useUpdateEmails();
  const relabel = useUpdateEmailsLabel();
  const listHref = `${mailboxPath(view)}${q ? `?q=${encodeURIComponent(q)}` : ''}`;
  const mailHref = (id: number) => {
    const next = new URLSearchParams(q ? { q } : {});
    next.set('mail', String(id));
    return `${mailboxPath(view)}?${next.toString()}`;
  };

  const onSearch = (value: string) => {
    setTyped(value);
    setSearch(value.trim() ? { q: value.trim() } : {}, { replace: true });
  };
  const onSelect = (ids: readonly number[], value: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (value) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const { mutate: mutateEmails } = update;
  const onRead = useCallback(
    (emails: readonly Email[], isRead: boolean) =>
      mutateEmails({ emailIds: emails.map((email) => email.id), dataToUpdate: { isRead } }),
    [mutateEmails],
  );
  const onStar = (email: Email) =>
    update.mutate({ emailIds: [email.id], dataToUpdate: { isStarred: !email.isStarred } });
  const onMove = (emails: readonly Email[], target: EmailFolder) =>
    update.mutate(
      { emailIds: emails.map((email) => email.id), dataToUpdate: { folder: target } },
      {
        onSuccess: () => {
          setSelected(new Set());
          // The open mail has left this list: back to it.
          if (openId !== undefined) void navigate(listHref);
        },
      },
    );
  const onLabel = (emails: readonly Email[], target: EmailLabel) => {
    // The mock toggles each mail: a mixed selection first gains the label on all of them.
    const lacking = emails.filter((email) => !email.labels.includes(target));
    const ids = (lacking.length > 0 ? lacking : emails).map((email) => email.id);
    relabel.mutate({ emailIds: ids, label: target });
  };
  const busy = update.isPending || relabel.isPending;

  return (
    <section aria-labelledby="email-app-title">
      <h1 id="email-app-title" className="visually-hidden">
        {t('title')}
      </h1>
      <div className="card email-app">
        <EmailSidebar
          id={SIDEBAR_ID}
          meta={list.data?.emailsMeta}
          open={sidebarOpen}
          onCompose={() => {
            setSidebarOpen(false);
            setCompose(EMPTY_DRAFT);
          }}
          onNavigate={() => setSidebarOpen(false)}
        />
        {sidebarOpen && (
          <button
            type="button"
            className="email-backdrop d-lg-none"
            aria-label={t('closeMailboxes')}
            onClick={() => setSidebarOpen(false)}
          />
        )}
        {!known ? (
          <section className="email-main p-4">
            <div className="alert alert-warning" role="alert">
              {t('unknownMailbox')}
            </div>
          </section>
        ) : openId !== undefined ? (
          <EmailDetail
            id={openId}
            view={view}
            listHref={listHref}
            mailHref={mailHref}
            busy={busy}
            onStar={onStar}
            onRead={onRead}
            onMove={onMove}
            onLabel={onLabel}
            onReply={(email, mode) =>
              setCompose(draftFrom(email, mode, t('compose.quote', { name: email.from.name })))
            }
          />
        ) : (
          <EmailList
            title={title}
            emails={list.data?.emails}
            pending={list.isPending}
            failed={list.isError}
            search={typed}
            selected={selected}
            busy={busy}
            sidebarId={SIDEBAR_ID}
            sidebarOpen={sidebarOpen}
            mailHref={mailHref}
            onSearch={onSearch}
            onSelect={onSelect}
            onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
            onRetry={() => void list.refetch()}
            onStar={onStar}
            onRead={onRead}
            onMove={onMove}
            onLabel={onLabel}
          />
        )}
      </div>
      {compose && (
        <Suspense fallback={null}>
          <ComposeDialog draft={compose} onClose={() => setCompose(null)} />
        </Suspense>
      )}
    </section>
  );
}
