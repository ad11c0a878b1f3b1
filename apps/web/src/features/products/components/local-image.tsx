import { useLayoutEffect, useRef } from 'react';

interface LocalImageProps {
  file: Blob;
  alt: string;
  className?: string;
}

/**
 * A picture still on the reader's device (just chosen), shown from an object URL that its
 * effect's cleanup releases, StrictMode's double effects included.
 */
export function LocalImage({ file, alt, className }: LocalImageProps) {
  const image = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = image.current;
    // jsdom (tests) has no object URLs.
    if (!element || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} alt={alt} className={className} />;
}
