import {
  sentNotificationListSchema,
  sentNotificationSchema,
  userPickerListSchema,
  type RecipientType,
} from '@cargo-sentry/contracts/notifications/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

const sentQueryKey = ['admin', 'sent-notifications'] as const;
export const sentPageSize = 10;

/** `GET user_admin?s=`: the recipient picker's search (the first 20 matches). */
export function useRecipientSearch(search: string) {
  return useQuery({
    queryKey: ['admin', 'recipients', search],
    queryFn: ({ signal }) =>
      api.get('/{product}/user_admin', userPickerListSchema, {
        query: { s: search, page_size: 20 },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSentNotifications(page: number) {
  return useQuery({
    queryKey: [...sentQueryKey, page],
    queryFn: ({ signal }) =>
      api.get('/{product}/user_admin/notifications', sentNotificationListSchema, {
        query: { page, page_size: sentPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface SendNotificationValues {
  subject: string;
  text: string;
  recipient_type: RecipientType;
  users: number[];
  file: File | null;
}

/** `POST user_admin/send_notification` as multipart (the file is optional). */
function sendNotification(values: SendNotificationValues, onUploadProgress: (sent: number) => void) {
  const form = new FormData();
  form.append('subject', values.subject);
  form.append('text', values.text);
  form.append('recipient_type', values.recipient_type);
  if (values.recipient_type === 'selected') for (const id of values.users) form.append('users', String(id));
  if (values.file) form.append('file', values.file, values.file.name);
  return api.request('/{product}/user_admin/send_notification', sentNotificationSchema, {
    method: 'POST',
    form,
    quiet: true,
    onUploadProgress: values.file ? onUploadProgress : undefined,
  });
}

export function useSendNotification(onUploadProgress: (sent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SendNotificationValues) => sendNotification(values, onUploadProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: sentQueryKey }),
  });
}
