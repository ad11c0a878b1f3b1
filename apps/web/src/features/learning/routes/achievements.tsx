import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAchievements } from '../api/list-achievements';
import { useMyAchievements } from '../api/list-my-achievements';
import { AchievementBadge } from '../components/achievement-badge';
import { LearningLinks } from '../components/learning-links';
import '../learning.scss';

/** `/learning/achievements`: every achievement, the earned ones lit with their date. */
export function AchievementsRoute() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('learning.achievements.title'));
  const catalogue = useAchievements();
  const mine = useMyAchievements();
  const earned = new Map(mine.data?.map((award) => [award.key, award.awardedAt]));

  return (
    <section aria-labelledby="achievements-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <h1 id="achievements-title" className="h3 mb-0">
          {t('learning.achievements.title')}
        </h1>
        <LearningLinks />
      </div>
      <QueryStatus query={catalogue}>
        {(items) => (
          <ul className="row g-3 list-unstyled mb-0" aria-label={t('learning.achievements.title')}>
            {items.map((item) => {
              const at = earned.get(item.key);
              return (
                <li key={item.key} className="col-12 col-sm-6 col-lg-4">
                  <article className={`card h-100 ${at ? 'border-warning' : 'learning-locked'}`}>
                    <div className="card-body d-flex gap-3 align-items-start">
                      <AchievementBadge achievementKey={item.key} earned={Boolean(at)} />
                      <div>
                        <h2 className="h6 mb-1">
                          {t(`learning.achievements.items.${item.key}.name`, {
                            defaultValue: item.name,
                          })}
                        </h2>
                        {at ? (
                          <p className="small mb-0">
                            {t('learning.achievements.earned', {
                              date: new Date(at).toLocaleDateString(i18n.language, {
                                dateStyle: 'long',
                              }),
                            })}
                          </p>
                        ) : (
                          <p className="small mb-0">
                            <span className="visually-hidden">
                              {t('learning.achievements.locked')}{' '}
                            </span>
                            {t(`learning.achievements.items.${item.key}.how`, {
                              defaultValue: item.description,
                            })}
                          </p>
                        )}
                      </div>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}
