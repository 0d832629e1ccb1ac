import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatsView } from '../lib/stats-view';
import { AnalysisEmpty, AnalysisError, AnalysisSkeleton } from './query-states';

interface StatsGateProps {
  view: StatsView | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
  blocks?: number;
  children: (view: StatsView) => ReactNode;
}

/** Loading skeletons, the error with a retry, the empty state, or the page's content. */
export function StatsGate({
  view,
  isPending,
  isError,
  isPlaceholderData,
  error,
  refetch,
  blocks,
  children,
}: StatsGateProps) {
  if (isError && !isPlaceholderData) return <AnalysisError error={error} onRetry={() => void refetch()} />;
  if (isPending || !view) return <AnalysisSkeleton blocks={blocks} />;
  if (view.total === 0) return <AnalysisEmpty />;
  return (
    <Box
      aria-busy={isPlaceholderData}
      style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-testid="analysis-content"
    >
      {children(view)}
    </Box>
  );
}
