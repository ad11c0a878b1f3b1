/**
 * A full page load rather than a router navigation: it drops every in-memory cache of the old
 * session along with it.
 */
export function redirectToLogin(): void {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}
