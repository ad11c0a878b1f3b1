// EventCalendar marks its grids as a table whose cells sit in no row, and its list view as a list
// whose first child is the toolbar: roles promising a structure its DOM does not have, which
// screen readers then announce wrongly. Its views are read as plain content instead (days carry
// <time> elements, events are named buttons), and the list view's days as a list.
const STRUCTURE_ROLES = new Set(['table', 'row', 'rowgroup', 'columnheader', 'rowheader', 'cell']);
// Positions in that table, allowed on its roles only.
const TABLE_POSITIONS = ['aria-colindex', 'aria-colspan'];

export function repairCalendarRoles(root: Element): void {
  for (const element of root.querySelectorAll('[role]')) {
    const role = element.getAttribute('role') ?? '';
    const misplacedList = role === 'list' && element.classList.contains('ec');
    if (STRUCTURE_ROLES.has(role) || misplacedList) element.removeAttribute('role');
  }
  for (const element of root.querySelectorAll('[aria-colindex], [aria-colspan]')) {
    for (const name of TABLE_POSITIONS) element.removeAttribute(name);
  }
  const days = root.querySelector('.ec-list > .ec-main');
  const hasDays = days?.querySelector(':scope > [role="listitem"]');
  if (days && hasDays && days.getAttribute('role') !== 'list') days.setAttribute('role', 'list');
}

/** Repairs the roles now and after every redraw; answers the function that stops it. */
export function keepCalendarRolesRepaired(root: Element): () => void {
  repairCalendarRoles(root);
  const observer = new MutationObserver(() => repairCalendarRoles(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', ...TABLE_POSITIONS],
  });
  return () => observer.disconnect();
}
