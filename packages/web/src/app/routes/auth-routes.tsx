import { useNavigate } from 'react-router';
import { LoginPage } from '@/features/auth/pages/login-page';
import { PasswordResetPage } from '@/features/auth/pages/password-reset-page';
import { RecoveryPasswordPage } from '@/features/auth/pages/recovery-password-page';
import { RegistrationPage } from '@/features/auth/pages/registration-page';
import { RegistrationPrePage } from '@/features/auth/pages/registration-pre-page';
import { RegistrationTermsPage } from '@/features/auth/pages/registration-terms-page';
import { UnlockPage } from '@/features/auth/pages/unlock-page';
import { paths, safeNextPath } from '@/shared/routing/paths';

export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(next) => void navigate(safeNextPath(next), { replace: true })} />;
}

export function RecoveryPasswordRoute() {
  return <RecoveryPasswordPage />;
}

export function PasswordResetRoute() {
  const navigate = useNavigate();
  return <PasswordResetPage onDone={() => void navigate(paths.login, { replace: true })} />;
}

export function UnlockRoute() {
  const navigate = useNavigate();
  // The account name travels in history state, not in the URL: the server logs URLs.
  return <UnlockPage onUnlocked={(username) => void navigate(paths.login, { replace: true, state: { username } })} />;
}

export function RegistrationPreRoute() {
  return <RegistrationPrePage />;
}

export function RegistrationTermsRoute() {
  return <RegistrationTermsPage />;
}

export function RegistrationRoute() {
  return <RegistrationPage />;
}
