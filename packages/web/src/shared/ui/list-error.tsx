import { Alert, Button } from '@mantine/core';

interface ListErrorProps {
  /** What failed to load, e.g. "The ranking could not be loaded". */
  title: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list that could not be loaded and has nothing to show yet: the failure and a retry. */
export function ListError({ title, retryLabel, onRetry }: ListErrorProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
