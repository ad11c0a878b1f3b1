import { useEffect } from 'react';
import { create } from 'zustand';
import type { LayoutSettings } from './layout-settings';
import { useLayoutStore } from './layout-store';

/** What a page may set for itself (the template's route `meta`: collapsed, boxed, no menu). */
export type LayoutOverride = Partial<
  Pick<LayoutSettings, 'contentWidth' | 'menuCollapsed' | 'menuHidden'>
>;

/**
 * Held in memory only, apart from the layout store: the saved customizer settings are never
 * written, so leaving the page (or reloading) brings them back as they were.
 */
export const useLayoutOverrideStore = create<{ override: LayoutOverride }>()(() => ({
  override: {},
}));

/** The person chose a setting themselves: theirs wins over the page's for the rest of the visit. */
export function dropLayoutOverride(key: keyof LayoutSettings): void {
  const { override } = useLayoutOverrideStore.getState();
  if (!(key in override)) return;
  const rest = { ...override };
  delete rest[key as keyof LayoutOverride];
  useLayoutOverrideStore.setState({ override: rest });
}

// A choice made in the customizer while such a page is shown is the person's: it wins at once.
useLayoutStore.subscribe((saved, before) => {
  for (const key of Object.keys(useLayoutOverrideStore.getState().override)) {
    const name = key as keyof LayoutOverride;
    if (saved[name] !== before[name]) dropLayoutOverride(name);
  }
});

/** Applies `override` while the calling page is shown and removes it when the page goes. */
export function useLayoutOverride(override: LayoutOverride): void {
  // By value: a page passing a new object literal each render must not re-apply it.
  const wanted = JSON.stringify(override);
  useEffect(() => {
    useLayoutOverrideStore.setState({ override: JSON.parse(wanted) as LayoutOverride });
    return () => useLayoutOverrideStore.setState({ override: {} });
  }, [wanted]);
}
