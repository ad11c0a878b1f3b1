/**
 * Where the template demo's pages live: the shell decides from this alone which route list to
 * fetch for an unknown URL, so it must stay tiny (no route objects, no imports).
 */
const DEMO_PREFIXES = [
  '/dashboard/',
  '/cards/',
  '/pages/',
  '/page-layout/',
  '/apps/',
  '/ui-element/',
  '/icons/',
  '/components/',
  '/extensions/',
  '/forms/',
  '/tables/',
  '/datatables/',
  '/charts/',
];

export function isDemoPath(path: string): boolean {
  return (
    path === '/access-control' ||
    path === '/colors' ||
    DEMO_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
