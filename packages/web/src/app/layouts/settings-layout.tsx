import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { paths } from '@/shared/routing/paths';
import { SectionTabs } from './section-tabs';

const tabs = [
  { to: paths.settingsProfile, label: 'nav.settings_profile' },
  { to: paths.settingsNotify, label: 'nav.settings_notify' },
  { to: paths.settingsSecurity, label: 'nav.settings_security' },
];
const securityTabs = [
  { to: paths.settingsSecurityEmail, label: 'nav.settings_email' },
  { to: paths.settingsSecurityPassword, label: 'nav.settings_password' },
];

/** /settings/*: the tabs of docs/product.md#layouts around the settings forms. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle>{t('nav.settings')}</PageTitle>
      <SectionTabs tabs={tabs} label="nav.settings" />
      {pathname.startsWith(paths.settingsSecurity) ? (
        <SectionTabs tabs={securityTabs} label="nav.settings_security" />
      ) : null}
      <Outlet />
    </>
  );
}
