import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { RunPanel, type RunPanelProps } from './run-panel';

const props = (overrides: Partial<RunPanelProps> = {}): RunPanelProps => ({
  user: buildUser(),
  isConsentGiven: true,
  onConsentChange: vi.fn(),
  isOutOfChecks: false,
  ticketError: null,
  canRun: true,
  isRunning: false,
  progress: null,
  hasResults: false,
  hasFormErrors: false,
  onNewCheck: vi.fn(),
  ...overrides,
});

describe('RunPanel', () => {
  it('shows the quota and lets a consenting user run', () => {
    renderWithApp(<RunPanel {...props()} />);
    expect(screen.getByTestId('verification-quota')).toHaveTextContent('Выполнено 3 из 50, осталось 47 проверок');
    expect(screen.getByRole('button', { name: 'Запустить проверки' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('keeps the button disabled until the consent is given', () => {
    renderWithApp(<RunPanel {...props({ isConsentGiven: false })} />, { locale: 'en' });
    expect(screen.getByRole('checkbox', { name: /obtained lawfully/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Run checks' })).toBeDisabled();
  }, 30_000);

  it("asks apart for the written biometric consent when a face is to be checked, and shows the current version's words", () => {
    const onChange = vi.fn();
    renderWithApp(
      <RunPanel
        {...props({
          consentText: 'Согласие, редакция 2',
          biometric: { isGiven: false, text: 'Письменное согласие на биометрию, редакция 2', onChange },
        })}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Согласие, редакция 2' })).toBeChecked();
    const biometric = screen.getByRole('checkbox', { name: 'Письменное согласие на биометрию, редакция 2' });
    expect(biometric).not.toBeChecked();
    expect(
      screen.getByText('Проверка по лицу не запускается без письменного согласия на обработку биометрии'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Запустить проверки' })).toBeDisabled();
    biometric.click();
    expect(onChange).toHaveBeenCalledWith(true);
  }, 30_000);

  it('shows the zero-checks alert before any call when a non-staff user has no checks left', () => {
    renderWithApp(<RunPanel {...props({ user: buildUser({ verification_count: 0 }) })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('У Вас закончились проверки');
    expect(screen.getByRole('button', { name: 'Запустить проверки' })).toBeDisabled();
  }, 30_000);

  it('shows the alert after a 402 and never for staff, whose checks are unlimited', () => {
    const { unmount } = renderWithApp(<RunPanel {...props({ isOutOfChecks: true })} />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('You have run out of checks');
    unmount();
    renderWithApp(<RunPanel {...props({ user: buildUser({ is_staff: true, verification_count: 0 }) })} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('verification-quota')).toHaveTextContent('Check quotaUnlimited');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);
});
