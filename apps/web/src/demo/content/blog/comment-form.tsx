import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { notify } from '../../../shared/notifications/notifications-store';
import { useAddBlogComment } from '../api/add-blog-comment';
import { emailRule, optionalUrlRule, requiredText } from '../lib/rules';
import { useFieldError } from '../lib/use-field-error';

const commentSchema = z.object({
  name: requiredText(100),
  email: emailRule,
  website: optionalUrlRule,
  commentText: requiredText(1000),
});

type CommentValues = z.infer<typeof commentSchema>;
const EMPTY: CommentValues = { name: '', email: '', website: '', commentText: '' };

/** "Leave a Comment": checked here with the shared rules, then added to the post. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('demo-content');
  const fieldError = useFieldError();
  const add = useAddBlogComment();
  const { register, handleSubmit, reset, formState } = useForm<CommentValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    // A failure is already shown by the HTTP client's toast; the form keeps what was typed.
    const added = await add.mutateAsync({ id: postId, ...values }).catch(() => undefined);
    if (!added) return;
    reset(EMPTY);
    notify({ type: 'success', message: t('blog.commentAdded') });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="blog-leave-comment">
      <h2 id="blog-leave-comment" className="h5">
        {t('blog.leaveComment')}
      </h2>
      <div className="row g-0 column-gap-3">
        <div className="col-sm">
          <TextField
            label={t('blog.name')}
            error={fieldError(errors.name)}
            autoComplete="name"
            {...register('name')}
          />
        </div>
        <div className="col-sm">
          <TextField
            label={t('blog.email')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email)}
            {...register('email')}
          />
        </div>
      </div>
      <TextField
        label={t('blog.website')}
        type="url"
        autoComplete="url"
        hint={t('blog.websiteHint')}
        error={fieldError(errors.website)}
        {...register('website')}
      />
      <FormField label={t('blog.comment')} error={fieldError(errors.commentText)}>
        {(control, invalid) => (
          <textarea
            {...control}
            {...register('commentText')}
            rows={4}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        )}
      </FormField>
      <SubmitButton pending={add.isPending} pendingLabel={t('blog.posting')}>
        {t('blog.postComment')}
      </SubmitButton>
    </form>
  );
}
