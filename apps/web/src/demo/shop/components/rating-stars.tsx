import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Five stars, the first `rating` filled; read as one phrase ("Rated 4 out of 5"). */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation('demo-shop');
  return (
    <span className="shop-stars" role="img" aria-label={t('rating.label', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          size={16}
          aria-hidden="true"
          className={star <= rating ? 'shop-star-filled' : 'shop-star-empty'}
        />
      ))}
    </span>
  );
}
