import { lazy, Suspense, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { FIELD_TEXT_LIMIT } from '@pamoja/contract/clean-text';
import { TextField } from '../../../shared/forms/form-field';
import { notify } from '../../../shared/notifications/notifications-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useAddEmail } from '../api/add-email';
import { addressesOf } from '../lib/compose-draft';
import type { ComposeDraft } from '../lib/compose-draft';

// Lexical comes with the compose window, never with the mailbox.
const ComposeEditor = lazy(async () => ({
  default: (await import('./compose-editor')).ComposeEditor,
}));

function composeSchema(t: TFunction) {
  const addresses = z
    .string()
    .refine(
      (text) => addressesOf(text).every((address) => z.email().safeParse(address).success),
      t('compose.invalidAddress'),
    );
  return z.object({
    to: addresses,
    cc: addresses,
    bcc: addresses,
    subject: z.string().max(FIELD_TEXT_LIMIT, t('compose.tooLong', { max: FIELD_TEXT_LIMIT })),
    // The client cuts each text field to this length; better to say so than to cut silently.
    message: z.string().max(FIELD_TEXT_LIMIT, t('compose.tooLong', { max: FIELD_TEXT_LIMIT })),
  });
}
type ComposeValues = z.infer<ReturnType<typeof composeSchema>>;

interface ComposeDialogProps {
  draft: ComposeDraft;
  onClose: () => void;
}

/** The compose window: to, cc, bcc, subject and a rich-text message; send or keep as draft. */
export function ComposeDialog({ draft, onClose }: ComposeDialogProps) {
  const { t } = useTranslation('demo-email');
  const id = useId();
  const [show, setShow] = useState(true);
  const [copies, setCopies] = useState(draft.cc !== '');
  const add = useAddEmail();
  const form = useForm<ComposeValues>({
    resolver: zodResolver(composeSchema(t)),
    defaultValues: { ...draft, bcc: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  const save = (folder: 'sent' | 'draft') =>
    form.handleSubmit(async (values) => {
      const to = addressesOf(values.to);
      if (folder === 'sent' && to.length === 0) {
        form.setError('to', { message: t('compose.recipientRequired') });
        return;
      }
      await add.mutateAsync({
        to,
        cc: addressesOf(values.cc),
        bcc: addressesOf(values.bcc),
        subject: values.subject,
        message: values.message,
        folder,
      });
      notify({ type: 'success', message: t(folder === 'sent' ? 'compose.sent' : 'compose.saved') });
      setShow(false);
    });

  return (
    <FormDialog
      show={show}
      title={t('compose.title')}
      onHide={() => setShow(false)}
      onExited={onClose}
      size="lg"
    >
      <form noValidate onSubmit={(event) => void save('sent')(event)}>
        <div className="d-flex align-items-start gap-2">
          <div className="flex-grow-1">
            <TextField
              label={t('compose.to')}
              type="text"
              inputMode="email"
              autoComplete="off"
              error={errors.to}
              hint={t('compose.addressHint')}
              {...form.register('to')}
            />
          </div>
          <button
            type="button"
            className="btn btn-link btn-sm mt-4"
            aria-expanded={copies}
            onClick={() => setCopies(!copies)}
          >
            {t('compose.ccBcc')}
          </button>
        </div>
        {copies && (
          <>
            <TextField
              label={t('compose.cc')}
              type="text"
              inputMode="email"
              autoComplete="off"
              error={errors.cc}
              {...form.register('cc')}
            />
            <TextField
              label={t('compose.bcc')}
              type="text"
              inputMode="email"
              autoComplete="off"
              error={errors.bcc}
              {...form.register('bcc')}
            />
          </>
        )}
        <TextField
          label={t('compose.subject')}
          type="text"
          error={errors.subject}
          {...form.register('subject')}
        />
        <div className="mb-3">
          <p id={`${id}-message`} className="form-label mb-2">
            {t('compose.message')}
          </p>
          <Suspense
            fallback={
              <p role="status" className="text-body-secondary">
                {t('compose.loadingEditor')}
              </p>
            }
          >
            <ComposeEditor
              labelId={`${id}-message`}
              describedBy={`${id}-count`}
              initialText={draft.message}
              onText={(text) =>
                form.setValue('message', text, { shouldValidate: Boolean(errors.message) })
              }
            />
          </Suspense>
          <div id={`${id}-count`} className={`form-text${errors.message ? ' text-danger' : ''}`}>
            {errors.message?.message ??
              t('compose.count', { count: message.length, max: FIELD_TEXT_LIMIT })}
          </div>
        </div>
        <div className="d-flex flex-wrap justify-content-end gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setShow(false)}
          >
            {t('compose.discard')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={add.isPending}
            onClick={() => void save('draft')()}
          >
            {t('compose.saveDraft')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t('compose.send')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
