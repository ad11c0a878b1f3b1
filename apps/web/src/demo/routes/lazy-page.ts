import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

export type LoadPage = () => Promise<ComponentType>;

/** A demo page: its code and its strings arrive together, so it never shows translation keys. */
export function lazyPage(
  path: string,
  namespaces: string | readonly string[],
  load: LoadPage,
): RouteObject {
  const needed = typeof namespaces === 'string' ? [namespaces] : namespaces;
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([load(), ...needed.map(loadNamespace)]);
      return { Component };
    },
  };
}
