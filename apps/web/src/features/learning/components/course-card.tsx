import { BookOpen, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@pamoja/contract/courses';
import { FileImage } from '../../../shared/files/file-image';
import { formatMinutes } from '../lib/minutes';

interface CourseCardProps {
  course: Course;
  enrolled: boolean;
}

/** A course in the catalogue: picture, title, summary, level, time, and whether you are in it. */
export function CourseCard({ course, enrolled }: CourseCardProps) {
  const { t } = useTranslation();
  const placeholder = (
    <div className="learning-thumb card-img-top d-flex align-items-center justify-content-center">
      <BookOpen size={40} aria-hidden="true" />
    </div>
  );
  return (
    <article className="card h-100">
      <FileImage
        fileId={course.thumbnailFileId}
        alt=""
        className="learning-thumb card-img-top"
        placeholder={placeholder}
      />
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex flex-wrap gap-2">
          <span className="badge text-bg-secondary">{course.category}</span>
          <span className="badge bg-body-secondary text-body border">
            {t(`learning.levels.${course.level}`)}
          </span>
          {enrolled && (
            <span className="badge text-bg-success">{t('learning.catalogue.enrolled')}</span>
          )}
        </div>
        <h2 className="h5 card-title mb-0">
          <Link to={`/learning/courses/${course.slug}`} className="stretched-link">
            {course.title}
          </Link>
        </h2>
        {course.summary && <p className="card-text text-body-secondary mb-0">{course.summary}</p>}
        {course.estimatedMinutes > 0 && (
          <p className="small text-body-secondary mt-auto mb-0 d-flex align-items-center gap-1">
            <Clock size={14} aria-hidden="true" />
            {formatMinutes(t, course.estimatedMinutes)}
          </p>
        )}
      </div>
    </article>
  );
}
