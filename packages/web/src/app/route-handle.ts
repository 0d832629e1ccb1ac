import { useMatches } from 'react-router';

/** What a route tells the layouts: its breadcrumb and whether the footer is hidden. */
export interface RouteHandle {
  /** i18n key of the breadcrumb. */
  crumb?: string;
  /** Where the breadcrumb links to; the last crumb never links. */
  to?: string;
  hideFooter?: boolean;
}

export interface Crumb {
  label: string;
  to?: string;
}

export function useRouteHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((handle): handle is RouteHandle => Boolean(handle));
}
