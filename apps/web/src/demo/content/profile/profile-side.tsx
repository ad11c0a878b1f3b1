import { Star, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../mock/schemas/profile-schema';

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** About and suggested pages (left column). */
export function ProfileLeft({ data }: { data: ProfileData }) {
  const { t } = useTranslation('demo-content');
  const about = data.userAbout;
  return (
    <>
      <Block id="profile-about" title={t('profile.about')}>
        <p>{about.about}</p>
        <dl className="mb-0">
          <dt>{t('profile.joined')}</dt>
          <dd>{about.joined}</dd>
          <dt>{t('profile.lives')}</dt>
          <dd>{about.lives}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{about.email}</dd>
          <dt>{t('profile.website')}</dt>
          <dd className="mb-0">{about.website}</dd>
        </dl>
      </Block>
      <Block id="profile-pages" title={t('profile.suggestedPages')}>
        <ul className="list-unstyled mb-0">
          {data.suggestedPages.map((page) => (
            <li key={page.username} className="d-flex align-items-center gap-2 mb-2">
              <img src={page.avatar} alt="" width={32} height={32} className="rounded-circle" />
              <div className="flex-grow-1">
                <p className="small fw-semibold mb-0">{page.username}</p>
                <p className="small text-body-secondary mb-0">{page.subtitle}</p>
              </div>
              {page.favorite && (
                <Star
                  size={16}
                  className="text-warning"
                  role="img"
                  aria-label={t('profile.favorite')}
                />
              )}
            </li>
          ))}
        </ul>
      </Block>
      <Block id="profile-feeds" title={t('profile.twitterFeeds')}>
        <ul className="list-unstyled mb-0">
          {data.twitterFeeds.map((feed) => (
            <li key={feed.id} className="mb-3">
              <p className="small fw-semibold mb-0">
                {feed.title} <span className="text-body-secondary fw-normal">{feed.tags}</span>
              </p>
              <p className="small mb-0">{feed.desc}</p>
            </li>
          ))}
        </ul>
      </Block>
    </>
  );
}

/** Latest photos, suggestions and the poll (right column). */
export function ProfileRight({ data }: { data: ProfileData }) {
  const { t } = useTranslation('demo-content');
  return (
    <>
      <Block id="profile-photos" title={t('profile.latestPhotos')}>
        <ul className="row g-2 list-unstyled mb-0">
          {data.latestPhotos.map((photo, index) => (
            <li key={index} className="col-4">
              <img
                src={photo.img}
                alt={t('profile.photo', { number: index + 1 })}
                className="w-100 h-auto rounded"
              />
            </li>
          ))}
        </ul>
      </Block>
      <Block id="profile-suggestions" title={t('profile.suggestions')}>
        <ul className="list-unstyled mb-0">
          {data.suggestions.map((person) => (
            <li key={person.name} className="d-flex align-items-center gap-2 mb-2">
              <img src={person.avatar} alt="" width={32} height={32} className="rounded-circle" />
              <div className="flex-grow-1">
                <p className="small fw-semibold mb-0">{person.name}</p>
                <p className="small text-body-secondary mb-0">{person.mutualFriend}</p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-label={t('profile.addFriend', { name: person.name })}
              >
                <UserPlus size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="profile-polls" title={t('profile.polls')}>
        <p className="small">{t('profile.pollQuestion')}</p>
        {data.polls.map((poll) => (
          <div key={poll.name} className="mb-3">
            <div className="d-flex justify-content-between small">
              <span>{poll.name}</span>
              <span>{poll.result}</span>
            </div>
            <div
              className="profile-poll-bar"
              role="meter"
              aria-label={poll.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Number.parseInt(poll.result, 10)}
            >
              <span style={{ width: poll.result }} />
            </div>
          </div>
        ))}
      </Block>
    </>
  );
}
