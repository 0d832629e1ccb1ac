import type { NotificationItem, UnreadNotifications } from '@cargo-sentry/contracts/notifications/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { NotificationsPage } from '../pages/notifications-page';
import { NotificationBell } from './notification-bell';
import { NotificationNotice } from './notification-notice';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const message: NotificationItem = {
  id: 5,
  kind: 'message',
  subject: 'Плановые работы',
  text: 'В субботу с 10:00 до 12:00.',
  file: { name: 'График работ.pdf', size: 2048 },
  link: null,
  created_at: '2026-11-20T09:00:00.000Z',
  is_read: false,
};

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let unread: UnreadNotifications;
beforeEach(() => {
  unread = { count: 1, current: { id: 5, subject: message.subject, kind: 'message' } };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/notification/unread')) return json(200, unread);
    if (url.includes('/notification/5/dismiss') && init?.method === 'POST') {
      unread = { count: 1, current: null };
      return json(200, { detail: 'dismissed' });
    }
    if (url.includes('/notification/5/read') && init?.method === 'POST') {
      unread = { count: 0, current: null };
      return json(200, { ...message, is_read: true });
    }
    if (url.includes('/notification?')) {
      return json(200, {
        results: [{ ...message, is_read: unread.count === 0 }],
        count: 1,
        next: null,
        previous: null,
      });
    }
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posted = (fragment: string) =>
  fetchMock.mock.calls.some(([url, init]) => String(url).includes(fragment) && init?.method === 'POST');

describe('notification notice and bell', () => {
  it('shows the newest unread notification in the header until dismissed, and the unread count', async () => {
    renderWithApp(
      <>
        <NotificationBell />
        <NotificationNotice />
      </>,
    );
    const notice = await screen.findByTestId('notification-notice');
    expect(notice).toHaveTextContent('Новое уведомление: Плановые работы');
    expect(screen.getByRole('link', { name: 'Уведомления: 1 непрочитанное' })).toHaveAttribute(
      'href',
      '/notification/page/1',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('notification-notice')).not.toBeInTheDocument();
    expect(posted('/notification/5/dismiss')).toBe(true);
  });

  it('says nothing when there is no current notification (English)', async () => {
    unread = { count: 0, current: null };
    renderWithApp(<NotificationBell />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-notice')).not.toBeInTheDocument();
  });
});

describe('notifications page', () => {
  it('marks a notification unread, reads it when opened and offers its file', async () => {
    renderWithApp(<NotificationsPage />, { path: '/notification/page/1' });
    const item = await screen.findByTestId('notification');
    expect(item).toHaveAttribute('data-unread', 'true');
    expect(within(item).getByText('Новое')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: /Плановые работы/ }));
    await waitFor(() => expect(posted('/notification/5/read')).toBe(true));
    expect(await within(item).findByRole('button', { name: 'График работ.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notification')).toHaveAttribute('data-unread', 'false'));
  });
});
