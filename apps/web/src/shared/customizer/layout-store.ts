import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { applyDocumentLayout } from './apply-document-layout';
import { DEFAULT_LAYOUT, sanitizeSettings } from './layout-settings';
import type { LayoutSettings } from './layout-settings';

/** Also read by public/theme-init.js before the first paint; keep the shape in step. */
export const LAYOUT_STORAGE_KEY = 'pamoja.layout';

interface LayoutActions {
  setSetting: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  resetLayout: () => void;
}

export type LayoutState = LayoutSettings & LayoutActions;

function pickSettings(state: LayoutSettings): LayoutSettings {
  return sanitizeSettings(state);
}

export const useLayoutStore = create<LayoutState>()(
  persist<LayoutState, [], [], LayoutSettings>(
    (set) => ({
      ...DEFAULT_LAYOUT,
      setSetting: (key, value) => set({ [key]: value } as Partial<LayoutSettings>),
      resetLayout: () => set(DEFAULT_LAYOUT),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: pickSettings,
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);

// The document follows the store wherever the store is used, not only while the customizer is open.
applyDocumentLayout(useLayoutStore.getState());
useLayoutStore.subscribe((state) => applyDocumentLayout(state));
