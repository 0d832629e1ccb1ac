import type { Locale } from '@cargo-sentry/contracts/shared/common';

/** The e-mail copy of a notification, in the recipient's notification_language. */
export function notificationMail(
  locale: Locale,
  notification: { subject: string; text: string; hasFile: boolean },
  link: string,
): { subject: string; text: string } {
  if (locale === 'en') {
    const file = notification.hasFile ? '\n\nA file is attached to this notification; download it in the app.' : '';
    return {
      subject: `Cargo Sentry: ${notification.subject}`,
      text: `${notification.text}${file}\n\nOpen in Cargo Sentry: ${link}\n\nYou get these e-mails because notifications by e-mail are on in your settings (Settings → Notifications).`,
    };
  }
  const file = notification.hasFile ? '\n\nК уведомлению приложен файл: скачайте его в приложении.' : '';
  return {
    subject: `Cargo Sentry: ${notification.subject}`,
    text: `${notification.text}${file}\n\nОткрыть в Cargo Sentry: ${link}\n\nВы получаете эти письма, потому что в настройках включена рассылка (Настройки → Уведомления).`,
  };
}
