import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useIsLoading } from '@/shared/api-client/activity';
import { ErrorsRegion } from '@/shared/ui/errors-region';
import { LoadingBar } from '@/shared/ui/loading-bar';

/** Wraps every layout: the global loading flag, the shared errors region, scroll restoration. */
export function RootLayout() {
  const isLoading = useIsLoading();
  const navigation = useNavigation();
  return (
    <>
      <LoadingBar active={isLoading || navigation.state !== 'idle'} />
      <Outlet />
      <ErrorsRegion />
      <ScrollRestoration />
    </>
  );
}
