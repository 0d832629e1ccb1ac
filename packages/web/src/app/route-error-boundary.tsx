import { Button, Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Navigate, useRouteError } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { paths } from '@/shared/routing/paths';

/** Route error boundary: 404s (also from incident calls, docs/product.md#page-not-found) go to /404, the rest shows an error state. */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound =
    (isRouteErrorResponse(error) && error.status === 404) || (isApiError(error) && error.status === 404);

  useEffect(() => {
    if (!isNotFound) console.error(error);
  }, [error, isNotFound]);

  if (isNotFound) return <Navigate to={paths.notFound} replace />;
  const content = (
    <ErrorState
      action={
        <Button component={Link} to={paths.home} size="xs" variant="subtle">
          {t('states.go_home')}
        </Button>
      }
    />
  );
  return standalone ? (
    <Container size="sm" py="xl" component="main">
      {content}
    </Container>
  ) : (
    content
  );
}
