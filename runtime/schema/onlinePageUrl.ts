// The address a stored (online) page gets in the menu when its author names none: `/online/` and the
// page id's segments. Stored page ids start with `online.` themselves (the designer's template and
// the checks' examples), so that segment is the prefix already and is not repeated —
// `online.book.list` is `/online/book/list`, not `/online/online/book/list`. Shared by the designer's
// "add to menu" dialog (its suggestion) and the server (its default), so both say the same.

/**
 * The default menu address of a stored page.
 *
 * @example
 * onlinePageUrl('online.book.list'); // '/online/book/list'
 * onlinePageUrl('crm.lead.list');    // '/online/crm/lead/list'
 */
export function onlinePageUrl(pageId: string): string {
  const segments = pageId.split('.').filter(Boolean);
  if (segments[0] === 'online' && segments.length > 1) segments.shift();
  return `/online/${segments.join('/')}`;
}
