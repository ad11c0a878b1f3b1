import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useProfile } from '../api/get-profile';
import { useProfilePosts } from '../api/get-profile-posts';
import { ProfilePost } from './profile-post';
import { ProfileLeft, ProfileRight } from './profile-side';
import './profile.scss';

/** Older posts under the profile's own: the first click fetches page 2, later ones the next. */
function MorePosts() {
  const { t } = useTranslation('demo-content');
  const [wanted, setWanted] = useState(false);
  const more = useProfilePosts(wanted);
  const posts = more.data?.pages.flatMap((page) => page.posts) ?? [];
  const busy = more.isFetching;
  const done = wanted && !busy && !more.hasNextPage;
  return (
    <>
      {posts.map((post, index) => (
        <ProfilePost key={`more-${index}`} post={post} />
      ))}
      {done ? (
        <p role="status" className="text-center text-body-secondary">
          {t('profile.noMore')}
        </p>
      ) : (
        <div className="text-center">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => (wanted ? void more.fetchNextPage() : setWanted(true))}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {busy ? t('profile.loading') : t('profile.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

/** `/pages/profile`: header with cover and avatar, the three columns, "Load more". */
export function ProfileRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('profile.title'));
  const query = useProfile();
  return (
    <QueryStatus query={query}>
      {(data) => (
        <div>
          <header className="card mb-4 overflow-hidden">
            <img src={data.header.coverImg} alt="" className="profile-cover" />
            <div className="card-body d-flex flex-wrap align-items-end gap-3">
              <img
                src={data.header.avatar}
                alt=""
                width={110}
                height={110}
                className="rounded-circle profile-avatar"
              />
              <div>
                <h1 className="h3 mb-0">{data.header.username}</h1>
                <p className="text-body-secondary mb-0">{data.header.designation}</p>
              </div>
            </div>
          </header>
          <div className="row g-4">
            <div className="col-lg-3 order-2 order-lg-1">
              <ProfileLeft data={data} />
            </div>
            <section className="col-lg-6 order-1 order-lg-2" aria-labelledby="profile-posts">
              <h2 id="profile-posts" className="visually-hidden">
                {t('profile.posts')}
              </h2>
              {data.post.map((post, index) => (
                <ProfilePost key={index} post={post} />
              ))}
              <MorePosts />
            </section>
            <div className="col-lg-3 order-3">
              <ProfileRight data={data} />
            </div>
          </div>
        </div>
      )}
    </QueryStatus>
  );
}
