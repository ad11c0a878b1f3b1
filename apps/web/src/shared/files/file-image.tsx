import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useFile } from './get-file';

interface FileImageProps {
  /** The uploaded file's id; null shows the placeholder. */
  fileId: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no picture, while it loads, and when it cannot be loaded. */
  placeholder: ReactNode;
}

/**
 * An uploaded picture, fetched through the HTTP client (it needs the token) and shown from an
 * object URL. The URL is set on the element in an effect and revoked by its cleanup, so every
 * URL made is also released (StrictMode's double effects included).
 */
export function FileImage({ fileId, alt, className, placeholder }: FileImageProps) {
  const file = useFile(fileId);
  const image = useRef<HTMLImageElement>(null);
  const blob = file.data;

  // Before the paint: the picture never shows as an empty frame first.
  useLayoutEffect(() => {
    const element = image.current;
    if (!element || !blob) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  // jsdom (tests) has no object URLs: the placeholder stays there.
  if (!fileId || !blob || typeof URL.createObjectURL !== 'function') return <>{placeholder}</>;
  return <img ref={image} alt={alt} className={className} decoding="async" />;
}
