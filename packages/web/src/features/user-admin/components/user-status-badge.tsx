import type { AccountStatus } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colors: Record<AccountStatus, string> = { pending: 'orange', active: 'green', inactive: 'gray' };

/** Awaiting activation, active or disabled; a dot badge (the words keep the text colour: AA contrast). */
export function UserStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={colors[status]} tt="none" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`user_admin.status.${status}`)}
    </Badge>
  );
}
