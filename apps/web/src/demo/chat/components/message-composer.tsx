import { useId } from 'react';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_TEXT_LIMIT } from '@pamoja/contract/clean-text';

interface MessageComposerProps {
  contactName: string;
  onSend: (message: string) => void;
}

/** The line under a conversation: Enter or the button sends; an empty line sends nothing. */
export function MessageComposer({ contactName, onSend }: MessageComposerProps) {
  const { t } = useTranslation('demo-chat');
  const id = useId();
  const form = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const error = form.formState.errors.message;
  const submit = form.handleSubmit(({ message }) => {
    onSend(message.trim());
    form.reset();
  });
  return (
    <form className="chat-composer border-top" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="visually-hidden">
        {t('composer.label', { name: contactName })}
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          placeholder={t('composer.placeholder')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('message', {
            validate: (value) => value.trim() !== '' || t('composer.empty'),
            // The client cuts each text field to this length; better to say so than to cut.
            maxLength: {
              value: FIELD_TEXT_LIMIT,
              message: t('composer.tooLong', { max: FIELD_TEXT_LIMIT }),
            },
          })}
        />
        <button type="submit" className="btn btn-primary">
          <Send size={16} aria-hidden="true" className="me-1" />
          {t('composer.send')}
        </button>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </form>
  );
}
