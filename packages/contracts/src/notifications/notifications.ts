import { z } from 'zod';
import { idText, integerMax, pageQuerySchema, pagedSchema, text } from '../shared/common';
import { uploadedFileSchema } from '../shared/uploads';

/**
 * In-app notifications (docs/product.md#notification, docs/product.md#form-rules, docs/product.md#other-calls; issue 12 §2; docs/decisions/0025):
 * staff send a subject, a text and an optional file to every user or to selected users; each
 * recipient reads them at `/notification/page/{page}` and downloads the file through
 * `GET notification/{id}/get_file`. Filter alerts (decision 0026) arrive as notifications too.
 */

export const recipientTypeSchema = z.enum(['all', 'selected']);
export type RecipientType = z.infer<typeof recipientTypeSchema>;

export const maxNotificationSubject = 200;
export const maxNotificationText = 10_000;
/** Most users one "selected" notification may name: a picker list, not a mailing list. */
export const maxSelectedRecipients = 500;
/** An attachment: a document or picture sent to many people, kept in the database. */
export const maxAttachmentBytes = 10 * 1024 * 1024;

/**
 * File types an attachment may have, by name (the browser's declared type is not trusted; the
 * file is always served as a download with the type of its extension).
 */
export const attachmentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
} as const;
export const attachmentExtensions = Object.keys(attachmentTypes) as (keyof typeof attachmentTypes)[];

/** The served type of an attachment name, or null when its extension is not allowed. */
export function attachmentTypeOf(fileName: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension || !(extension in attachmentTypes)) return null;
  return attachmentTypes[extension as keyof typeof attachmentTypes];
}

export const attachmentFileSchema = uploadedFileSchema
  .refine((file) => attachmentTypeOf(file.filename) !== null, { message: 'file_type', path: ['filename'] })
  .refine((file) => file.data.length > 0 && file.data.length <= maxAttachmentBytes, {
    message: 'file_size',
    path: ['data'],
  });

/** One id or a list: a multipart form repeats the field, JSON sends an array. */
const userIdList = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(idText).max(maxSelectedRecipients),
);

/**
 * `POST /{product}/user_admin/send_notification` (staff; multipart with an optional `file`, or
 * JSON without one). docs/product.md#form-rules: recipient type, subject and text are required; "selected" needs at
 * least one user.
 */
export const sendNotificationSchema = z
  .object({
    subject: text(maxNotificationSubject).trim().min(1, 'required'),
    text: text(maxNotificationText).trim().min(1, 'required'),
    recipient_type: recipientTypeSchema,
    users: userIdList.describe('Recipient user ids when recipient_type is "selected"'),
    file: attachmentFileSchema.optional(),
  })
  .refine((body) => body.recipient_type === 'all' || body.users.length > 0, {
    message: 'required',
    path: ['users'],
  });
export type SendNotification = z.infer<typeof sendNotificationSchema>;

export const notificationFileSchema = z.object({ name: z.string(), size: z.number().int() });

/**
 * `message`: sent by staff; `filter_alert`: new incidents matching a saved filter (decision 0026);
 * `prudence_alert`: new findings about monitored counterparties (decision 0030).
 */
export const notificationKindSchema = z.enum(['message', 'filter_alert', 'prudence_alert']);

/** A notification as its recipient sees it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  subject: z.string(),
  text: z.string(),
  file: notificationFileSchema.nullable(),
  link: z.string().nullable().describe('An in-app path the notification is about (a filter alert: the filtered list)'),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = pagedSchema(notificationSchema);
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * `GET /{product}/notification/unread`: the unread counter of the top bar and the header notice
 * (docs/product.md#header-notice "current notification key": the newest unread notification the user has not dismissed).
 */
export const unreadNotificationsSchema = z.object({
  count: z.number().int(),
  current: z.object({ id: z.number().int(), subject: z.string(), kind: notificationKindSchema }).nullable(),
});
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** A notification as staff see it in the sent list: who it went to and how many have read it. */
export const sentNotificationSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  text: z.string(),
  recipient_type: recipientTypeSchema,
  file: notificationFileSchema.nullable(),
  sender: z.string().nullable(),
  created_at: z.string(),
  recipients_count: z.number().int(),
  read_count: z.number().int(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

export const sentNotificationListSchema = pagedSchema(sentNotificationSchema);
export type SentNotificationList = z.infer<typeof sentNotificationListSchema>;

/** `GET /{product}/user_admin?s=`: the recipient picker's search. */
export const userPickerQuerySchema = pageQuerySchema.extend({
  s: text(200).trim().optional().describe('Search in username, e-mail, name and company'),
});

export const userPickerItemSchema = z.object({
  id: z.number().int().max(integerMax),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  email: z.string(),
});
export type UserPickerItem = z.infer<typeof userPickerItemSchema>;

export const userPickerListSchema = pagedSchema(userPickerItemSchema);
export type UserPickerList = z.infer<typeof userPickerListSchema>;
