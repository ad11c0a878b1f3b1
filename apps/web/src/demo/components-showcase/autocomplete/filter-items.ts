/**
 * The items whose text contains every word of `query` (any case, any order), in their own order,
 * at most `limit` of them. An empty query matches nothing unless `defaults` asks for the first ones.
 */
export function filterItems<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
  options: { limit?: number; defaults?: boolean } = {},
): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches =
    words.length === 0
      ? options.defaults
        ? items
        : []
      : items.filter((item) => {
          const text = textOf(item).toLowerCase();
          return words.every((word) => text.includes(word));
        });
  return options.limit === undefined ? [...matches] : matches.slice(0, options.limit);
}

export interface OptionGroup<T> {
  name: string;
  items: { item: T; index: number }[];
}

/** Options in sections (by `groupOf`), each keeping its place in the flat list the keys walk. */
export function groupItems<T>(
  items: readonly T[],
  groupOf?: (item: T) => string,
): OptionGroup<T>[] {
  const groups: OptionGroup<T>[] = [];
  items.forEach((item, index) => {
    const name = groupOf ? groupOf(item) : '';
    let group = groups.find((candidate) => candidate.name === name);
    if (!group) {
      group = { name, items: [] };
      groups.push(group);
    }
    group.items.push({ item, index });
  });
  // Sections shown in order: the flat order the arrows follow must match what is seen.
  let next = 0;
  for (const group of groups) for (const entry of group.items) entry.index = next++;
  return groups;
}
