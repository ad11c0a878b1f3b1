import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListedProduct } from '../../mock/schemas/shop-schema';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

interface WishlistButtonProps {
  product: ListedProduct;
  className?: string;
}

/**
 * Likes or unlikes the product: a toggle button whose pressed state is the mock's flag (its name
 * stays the same, as a toggle's should; the filled heart and `aria-pressed` say the state).
 */
export function WishlistButton({
  product,
  className = 'btn btn-outline-secondary',
}: WishlistButtonProps) {
  const { t } = useTranslation('demo-shop');
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const pending = add.isPending || remove.isPending;
  const liked = product.isInWishlist;
  return (
    <button
      type="button"
      className={`${className} shop-wishlist-button`}
      aria-pressed={liked}
      disabled={pending}
      onClick={() => (liked ? remove.mutate(product.id) : add.mutate(product.id))}
    >
      <Heart size={16} aria-hidden="true" className={liked ? 'shop-heart-filled' : undefined} />
      <span>{t('actions.wishlist')}</span>
      <span className="visually-hidden">: {product.name}</span>
    </button>
  );
}
