import { companyState, type CompanyState } from '@cargo-sentry/contracts/verification-rules';
import { Badge } from '@mantine/core';

const stateColors: Record<CompanyState, string> = { active: 'green', defunct: 'red', other: 'yellow' };

/** A company's register status as written, coloured by what it means (`companyState`). */
export function CompanyStatusBadge({ status }: { status: string }) {
  const state = companyState(status);
  return (
    <Badge
      color={stateColors[state]}
      variant={state === 'other' ? 'filled' : 'light'}
      c={state === 'other' ? 'dark' : undefined}
      tt="none"
      data-state={state}
    >
      {status || '—'}
    </Badge>
  );
}
