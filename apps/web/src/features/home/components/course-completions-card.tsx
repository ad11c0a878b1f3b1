import { useTranslation } from 'react-i18next';
import { useCourseCompletions } from '../api/get-course-completions';
import { FigureCard } from './figure-card';

/**
 * The admin's "course completions", from the learning service apart from the other figures: if
 * learning is down the card says so and the rest of the home stays.
 */
export function CourseCompletionsCard() {
  const { t } = useTranslation();
  const completions = useCourseCompletions();
  const figures = completions.data;
  return (
    <FigureCard
      label={t('homes.admin.completions')}
      value={figures ? figures.completed : completions.isError ? '—' : '…'}
      to="/learning/studio/analytics"
      testId="admin-completions"
      hint={
        figures
          ? t('homes.admin.completionRate', {
              rate: Math.round(figures.completionRate * 100),
              count: figures.enrolled - figures.withdrawn,
            })
          : completions.isError
            ? t('common.loadFailed')
            : undefined
      }
    />
  );
}
