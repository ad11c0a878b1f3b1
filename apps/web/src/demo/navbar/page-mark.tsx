/** "Invoice List" → "IL", "Calendar" → "C". */
export function initialsOf(title: string): string {
  const words = title.split(/[\s-]+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A demo page's mark: its initials, not the icon the mock names. Drawing sixty icons by name would
 * move every one another page also draws into the icons chunk every page downloads (vite.config).
 */
export function PageMark({ title }: { title: string }) {
  return (
    <span className="page-mark" aria-hidden="true">
      {initialsOf(title)}
    </span>
  );
}
