/** The navbar's sample notifications (the template's): static, and labelled as demo ones. */
export const DEMO_NOTIFICATIONS = [
  { id: 'seller', initials: 'SB', variant: 'success', minutesAgo: 5 },
  { id: 'messages', initials: 'NM', variant: 'info', minutesAgo: 42 },
  { id: 'order', initials: 'MD', variant: 'primary', minutesAgo: 180 },
  { id: 'server', initials: 'SD', variant: 'danger', minutesAgo: 600 },
  { id: 'memory', initials: 'HM', variant: 'warning', minutesAgo: 1440 },
] as const;

export type DemoNotificationId = (typeof DEMO_NOTIFICATIONS)[number]['id'];
