import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

async function lazyTodo() {
  const [{ TodoRoute }] = await Promise.all([
    import('../todo/routes/todo-route'),
    loadNamespace('demo-todo'),
  ]);
  return { Component: TodoRoute };
}

/** the to-do app (/apps/todo, its filters and tags), in the main layout. */
export const DEMO_TODO_ROUTES: RouteObject[] = [
  { path: 'apps/todo', lazy: lazyTodo },
  { path: 'apps/todo/:filter', lazy: lazyTodo },
  { path: 'apps/todo/tag/:tag', lazy: lazyTodo },
];
