import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The global loading flag made visible: a thin bar on top, announced once to screen readers. */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {active ? <div className="app-loading-bar" data-testid="loading-bar" /> : null}
      <VisuallyHidden role="status" aria-live="polite">
        {active ? t('states.loading') : ''}
      </VisuallyHidden>
    </>
  );
}
