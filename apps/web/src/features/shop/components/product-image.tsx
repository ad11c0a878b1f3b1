import type { Category } from '@pamoja/contract/products';
import { FileImage } from '../../../shared/files/file-image';
import { CategoryIcon } from './category-icon';

interface ProductImageProps {
  image: string | null;
  name: string;
  category?: Category;
  className?: string;
}

/** The product's picture, or its category's icon on a tint while there is none. */
export function ProductImage({ image, name, category, className = '' }: ProductImageProps) {
  return (
    <div className={`shop-image ${className}`.trim()}>
      <FileImage
        fileId={image}
        alt={name}
        placeholder={
          <span className="shop-image-placeholder" aria-hidden="true">
            <CategoryIcon name={category?.icon} size={40} strokeWidth={1.5} />
          </span>
        }
      />
    </div>
  );
}
