import { companyState, type CompanyState } from '@cargo-sentry/contracts/verification/rules';
import { Badge } from '@mantine/core';
import { RegisterValue } from '@/shared/ui/register-value';

const stateColors: Record<CompanyState, string> = { active: 'green', defunct: 'red', other: 'yellow' };

/** A company's register status in the page's language (quoted when unknown), coloured by what it means (`companyState`). */
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
      {status ? <RegisterValue kind="company_status" value={status} /> : '—'}
    </Badge>
  );
}
