import { okSchema } from '@cargo-sentry/contracts/shared/common';
import {
  notificationListSchema,
  notificationSchema,
  unreadNotificationsSchema,
} from '@cargo-sentry/contracts/notifications/notifications';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

const notificationsQueryKey = ['notifications'] as const;
export const notificationsPageSize = 10;
/** The counter and header notice look for new notifications this often (and on window focus). */
const unreadPollMs = 60_000;

const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list', page],
    queryFn: ({ signal }) =>
      api.get('/{product}/notification', notificationListSchema, {
        query: { page, page_size: notificationsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number) {
  return useQuery(notificationsQueryOptions(page));
}

/** The unread counter and the newest undismissed notification (header notice). */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: [...notificationsQueryKey, 'unread'],
    queryFn: ({ signal }) =>
      api.get('/{product}/notification/unread', unreadNotificationsSchema, { signal, quiet: true }),
    refetchInterval: unreadPollMs,
    refetchOnWindowFocus: true,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/{product}/notification/${id}/read`, undefined, notificationSchema, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/{product}/notification/read_all', undefined, okSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useDismissNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/{product}/notification/${id}/dismiss`, undefined, okSchema, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...notificationsQueryKey, 'unread'] }),
  });
}

/** Saves the attachment in the browser under its own (Cyrillic-safe) name. */
export function downloadNotificationFile(id: number, fallbackName: string) {
  return api.download(`/{product}/notification/${id}/get_file`, { fallbackName, quiet: true });
}
