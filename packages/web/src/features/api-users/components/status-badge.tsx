import type { ApiKeyStatus } from '@cargo-sentry/contracts/api-users/api-users';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dot badges: the colour is in the dot and the words keep the text colour, so they pass AA
// contrast (a light badge's tinted text does not).
// Never squeezed by a narrow table cell or a wrapping title into "Ак…".
const unshrinkable = { flexShrink: 0, minWidth: 'max-content' };
const keyColors: Record<ApiKeyStatus, string> = { active: 'green', expired: 'orange', revoked: 'gray' };

/** Whether an API user's keys work. */
export function ApiUserStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={isActive ? 'green' : 'gray'} tt="none" style={unshrinkable}>
      {t(isActive ? 'api_users.status.active' : 'api_users.status.inactive')}
    </Badge>
  );
}

export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={keyColors[status]} tt="none" style={unshrinkable}>
      {t(`api_users.keys.status_${status}`)}
    </Badge>
  );
}
