import { create } from 'zustand';

export type NotificationType = 'danger' | 'success' | 'info' | 'warning';

export interface NotifyInput {
  type: NotificationType;
  message: string;
  /** Defaults to the brand. */
  title?: string;
  smallTitle?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number;
}

export interface AppNotification extends Required<Omit<NotifyInput, 'title' | 'smallTitle'>> {
  id: number;
  title?: string;
  smallTitle?: string;
}

interface NotificationsState {
  items: AppNotification[];
  dismiss: (id: number) => void;
}

// Errors stay longer: they usually ask the reader to do something.
const DEFAULT_DURATION: Record<NotificationType, number> = {
  danger: 8000,
  warning: 6000,
  info: 5000,
  success: 4000,
};
// A burst of failing requests must not bury the page under toasts.
const MAX_VISIBLE = 4;

let nextId = 1;

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  items: [],
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}));

/** Shows a toast; callable from anywhere, including outside React (the HTTP client). */
export function notify(input: NotifyInput): number {
  const id = nextId++;
  const item: AppNotification = {
    id,
    type: input.type,
    message: input.message,
    title: input.title,
    smallTitle: input.smallTitle,
    duration: input.duration ?? DEFAULT_DURATION[input.type],
  };
  useNotificationsStore.setState((state) => ({
    items: [...state.items, item].slice(-MAX_VISIBLE),
  }));
  return id;
}

export function dismissNotification(id: number): void {
  useNotificationsStore.getState().dismiss(id);
}
