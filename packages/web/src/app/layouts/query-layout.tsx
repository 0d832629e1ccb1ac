import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../query-client';

/**
 * The server-data cache around every page. A route of its own, loaded beside the first page's
 * layout and code rather than in the shell (issue 26 §4): nothing before a page asks for data
 * through it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
