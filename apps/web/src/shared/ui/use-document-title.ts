import { useEffect } from 'react';
import { BRAND } from '../config/env';

/** Screen-reader users hear the title first after a navigation; it must name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
}
