import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

/** the chat app (/apps/chat), in the main layout. */
export const DEMO_CHAT_ROUTES: RouteObject[] = [
  {
    path: 'apps/chat',
    lazy: async () => {
      const [{ ChatRoute }] = await Promise.all([
        import('../chat/routes/chat-route'),
        loadNamespace('demo-chat'),
      ]);
      return { Component: ChatRoute };
    },
  },
];
