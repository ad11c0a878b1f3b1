import { useId, useState } from 'react';
import { Heart, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './star-rating.scss';

interface StarRatingProps {
  label: string;
  value: number;
  onChange?: (value: number) => void;
  max?: number;
  size?: number;
  icon?: 'star' | 'heart';
  colour?: 'warning' | 'danger' | 'primary';
}

/**
 * Stars as a group of radio buttons: Tab reaches the group, the arrow keys change the rating.
 * Without onChange it is a picture of the value (fractions shown), read out as "3.5 of 5".
 */
export function StarRating({
  label,
  value,
  onChange,
  max = 5,
  size = 24,
  icon = 'star',
  colour = 'warning',
}: StarRatingProps) {
  const { t } = useTranslation('demo-extensions');
  const name = useId();
  const [hover, setHover] = useState<number>();
  const Icon = icon === 'heart' ? Heart : Star;
  const shown = hover ?? value;
  if (!onChange) {
    return (
      <div
        className={`star-rating text-${colour}`}
        role="img"
        aria-label={t('ratings.readOut', { label, value, max })}
      >
        {Array.from({ length: max }, (_, index) => {
          const fill = Math.max(0, Math.min(1, value - index));
          return (
            <span key={index} className="star-rating-star" style={{ width: size, height: size }}>
              <Icon size={size} aria-hidden="true" className="star-rating-empty" />
              <span className="star-rating-fill" style={{ width: `${fill * 100}%` }}>
                <Icon size={size} aria-hidden="true" fill="currentColor" />
              </span>
            </span>
          );
        })}
      </div>
    );
  }
  return (
    <fieldset className={`star-rating text-${colour}`} onMouseLeave={() => setHover(undefined)}>
      <legend className="visually-hidden">{label}</legend>
      {Array.from({ length: max }, (_, index) => {
        const rating = index + 1;
        return (
          <label key={rating} className="star-rating-choice" onMouseEnter={() => setHover(rating)}>
            <input
              type="radio"
              className="star-rating-input"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <Icon size={size} aria-hidden="true" fill={rating <= shown ? 'currentColor' : 'none'} />
            <span className="visually-hidden">{t('ratings.stars', { count: rating })}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
