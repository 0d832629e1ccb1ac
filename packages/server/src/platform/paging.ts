/**
 * `next` and `previous` of a paged list: the request's own path and query with `page` changed,
 * or null at either end.
 */
export function pageLinks(
  requestUrl: string,
  page: number,
  pageSize: number,
  count: number,
): { next: string | null; previous: string | null } {
  const link = (target: number) => {
    const url = new URL(requestUrl, 'http://x');
    url.searchParams.set('page', String(target));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
}
