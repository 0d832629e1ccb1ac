import { useNavigate } from 'react-router';
import type { AuthLinks } from '@/features/auth/auth-links';
import { LoginPage } from '@/features/auth/pages/login-page';
import { PasswordResetPage } from '@/features/auth/pages/password-reset-page';
import { RecoveryPasswordPage } from '@/features/auth/pages/recovery-password-page';
import { RegistrationPage } from '@/features/auth/pages/registration-page';
import { RegistrationPrePage } from '@/features/auth/pages/registration-pre-page';
import { RegistrationTermsPage } from '@/features/auth/pages/registration-terms-page';
import { paths, safeNextPath } from '../paths';

// The auth screens live in features/auth; these routes hand them the app's URLs.
const links: AuthLinks = {
  login: paths.login,
  recoveryPassword: paths.recoveryPassword,
  registrationPre: paths.registrationPre,
  registrationTerms: paths.registrationTerms,
  registration: paths.registration,
};

export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage links={links} onSignedIn={(next) => void navigate(safeNextPath(next), { replace: true })} />;
}

export function RecoveryPasswordRoute() {
  return <RecoveryPasswordPage links={links} />;
}

export function PasswordResetRoute() {
  const navigate = useNavigate();
  return <PasswordResetPage links={links} onDone={() => void navigate(paths.login, { replace: true })} />;
}

export function RegistrationPreRoute() {
  return <RegistrationPrePage links={links} />;
}

export function RegistrationTermsRoute() {
  return <RegistrationTermsPage links={links} />;
}

export function RegistrationRoute() {
  return <RegistrationPage links={links} />;
}
