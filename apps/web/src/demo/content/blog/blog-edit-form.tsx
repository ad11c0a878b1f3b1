import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { notify } from '../../../shared/notifications/notifications-store';
import type { BlogEdit } from '../../mock/schemas/blog-schema';
import { requiredText } from '../lib/rules';
import { useFieldError } from '../lib/use-field-error';
import { FeaturedImage } from './featured-image';

// The editor is the heaviest part of the page: it is fetched when the reader starts editing.
const RichTextEditor = lazy(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditor,
}));

export const BLOG_CATEGORIES = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'];
export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;

const editSchema = z.object({
  title: requiredText(120),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'errors.slugInvalid'),
  status: z.enum(BLOG_STATUSES),
  categories: z.array(z.string()).min(1, 'errors.categoryRequired'),
});

type EditValues = z.infer<typeof editSchema>;

/** Title, categories, slug, status, content and picture of a post. */
export function BlogEditForm({ post }: { post: BlogEdit }) {
  const { t } = useTranslation('demo-content');
  const fieldError = useFieldError();
  const { register, handleSubmit, formState } = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      title: post.blogTitle,
      slug: post.slug,
      status: post.status,
      categories: post.blogCategories.map((item) => item.label),
    },
  });
  const { errors } = formState;
  const [editing, setEditing] = useState(false);
  // The demo keeps posts as they were: saving says so instead of pretending to publish.
  const save = handleSubmit(() => notify({ type: 'success', message: t('edit.saved') }));

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <div className="row g-0 column-gap-3">
        <div className="col-md">
          <TextField
            label={t('edit.title')}
            error={fieldError(errors.title)}
            {...register('title')}
          />
        </div>
        <div className="col-md">
          <TextField label={t('edit.slug')} error={fieldError(errors.slug)} {...register('slug')} />
        </div>
      </div>
      <div className="row g-0 column-gap-3">
        <fieldset
          className="col-md mb-3"
          aria-describedby={errors.categories ? 'edit-cat-error' : undefined}
        >
          <legend className="form-label fs-6">{t('edit.categories')}</legend>
          <div className="d-flex flex-wrap column-gap-3">
            {BLOG_CATEGORIES.map((category) => (
              <div className="form-check" key={category}>
                <input
                  id={`edit-cat-${category}`}
                  type="checkbox"
                  className="form-check-input"
                  value={category}
                  {...register('categories')}
                />
                <label className="form-check-label" htmlFor={`edit-cat-${category}`}>
                  {category}
                </label>
              </div>
            ))}
          </div>
          {errors.categories && (
            <div id="edit-cat-error" className="invalid-feedback d-block">
              {t(errors.categories.message ?? 'errors.categoryRequired')}
            </div>
          )}
        </fieldset>
        <div className="col-md">
          <FormField label={t('edit.status')} error={fieldError(errors.status)}>
            {(control) => (
              <select {...control} {...register('status')} className="form-select">
                {BLOG_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`edit.statuses.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
      <div className="mb-3">
        <p id="edit-content-label" className="form-label mb-2">
          {t('edit.content')}
        </p>
        {editing ? (
          <Suspense
            fallback={
              <p role="status" className="form-control text-body-secondary">
                {t('edit.loadingEditor')}
              </p>
            }
          >
            <RichTextEditor
              labelledBy="edit-content-label"
              initialParagraphs={[post.excerpt]}
              autoFocus
            />
          </Suspense>
        ) : (
          <div className="form-control">
            <p>{post.excerpt}</p>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => setEditing(true)}
            >
              {t('edit.editContent')}
            </button>
          </div>
        )}
      </div>
      <FeaturedImage current={post.featuredImage} />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('edit.save')}
        </button>
        <Link to={`/pages/blog/detail/${post.id}`} className="btn btn-outline-secondary">
          {t('edit.cancel')}
        </Link>
      </div>
    </form>
  );
}
