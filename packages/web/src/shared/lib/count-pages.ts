/** Pages a list of `count` items fills at `pageSize` a page; an empty list still has one page. */
export function countPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
