import { useEffect, useState } from 'react';

/**
 * An object URL for fetched bytes, released when they change or the component goes. jsdom (tests)
 * has no object URLs: the answer is then null.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(blob);
    // Made and revoked by the same effect, so StrictMode's second run never keeps a dead URL.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
