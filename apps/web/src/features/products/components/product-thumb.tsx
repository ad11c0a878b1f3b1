import { Package } from 'lucide-react';
import { FileImage } from '../../../shared/files/file-image';

/** A product's picture in a list row, or a plain mark where it has none (or it cannot load). */
export function ProductThumb({ image, name }: { image: string | null; name: string }) {
  return (
    <span className="product-thumb">
      <FileImage fileId={image} alt={name} placeholder={<Package size={18} aria-hidden="true" />} />
    </span>
  );
}
