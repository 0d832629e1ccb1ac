import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';

/**
 * The sections of personal data (issue 28): retention and acts here; the data subjects' requests,
 * consent and the security event log are pages of their own. Reports users see only this one.
 */
export function PersonalDataTabs({ active }: { active: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs = [
    { path: paths.adminPersonalData, label: t('personal_data.tabs.retention') },
    ...(user?.is_staff
      ? [
          { path: paths.adminPersonalDataRequests, label: t('personal_data.tabs.requests') },
          { path: paths.adminPersonalDataConsent, label: t('personal_data.tabs.consent') },
          { path: paths.adminSecurityEvents, label: t('personal_data.tabs.security_events') },
        ]
      : []),
  ];
  return (
    <Tabs value={active} onChange={(value) => value && value !== active && void navigate(value)}>
      <Tabs.List aria-label={t('personal_data.tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
