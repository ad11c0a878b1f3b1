/** The fields whose new value differs from the saved one: what a PUT should carry. */
export function changedFields<T extends Record<string, unknown>>(
  next: T,
  saved: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== saved[key]) changes[key] = next[key];
  }
  return changes;
}
