import { describe, expect, it } from 'vitest';
import { attachmentTypeOf, maxAttachmentBytes, sendNotificationSchema } from './notifications';
import { parseFilterQuery, savedFilterWriteSchema } from './saved-filters';

const file = (filename: string, size = 10) => ({ filename, mimetype: 'x/y', data: new Uint8Array(size) });

describe('notification attachments', () => {
  it('serves an allowed extension with its own type, whatever the case', () => {
    expect(attachmentTypeOf('Отчёт.PDF')).toBe('application/pdf');
    expect(attachmentTypeOf('photo.jpeg')).toBe('image/jpeg');
    expect(attachmentTypeOf('run.exe')).toBeNull();
    expect(attachmentTypeOf('no-extension')).toBeNull();
    expect(attachmentTypeOf('page.html')).toBeNull();
  });

  it('needs subject, text and a recipient type, and users when they are selected', () => {
    const base = { subject: 'Тема', text: 'Текст', recipient_type: 'all' };
    expect(sendNotificationSchema.safeParse(base).success).toBe(true);
    expect(sendNotificationSchema.safeParse({ ...base, subject: '  ' }).success).toBe(false);
    expect(sendNotificationSchema.safeParse({ ...base, text: '' }).success).toBe(false);
    expect(sendNotificationSchema.safeParse({ ...base, recipient_type: undefined }).success).toBe(false);
    expect(sendNotificationSchema.safeParse({ ...base, recipient_type: 'selected' }).success).toBe(false);
    const one = sendNotificationSchema.parse({ ...base, recipient_type: 'selected', users: '7' });
    expect(one.users).toEqual([7]);
    expect(sendNotificationSchema.parse({ ...base, recipient_type: 'selected', users: ['7', '9'] }).users).toEqual([
      7, 9,
    ]);
    expect(sendNotificationSchema.safeParse({ ...base, recipient_type: 'selected', users: '0' }).success).toBe(false);
  });

  it('refuses an attachment of another type, empty or over the size limit', () => {
    const base = { subject: 'Тема', text: 'Текст', recipient_type: 'all' };
    expect(sendNotificationSchema.safeParse({ ...base, file: file('a.pdf') }).success).toBe(true);
    expect(sendNotificationSchema.safeParse({ ...base, file: file('a.svg') }).success).toBe(false);
    expect(sendNotificationSchema.safeParse({ ...base, file: file('a.pdf', 0) }).success).toBe(false);
    expect(sendNotificationSchema.safeParse({ ...base, file: file('a.pdf', maxAttachmentBytes + 1) }).success).toBe(
      false,
    );
  });
});

describe('saved filter queries', () => {
  it('reads a query string as the incident endpoints do', () => {
    expect(parseFilterQuery('geo=district:3&cargo=1&cargo=2&price=-1')).toMatchObject({
      geo: ['district:3'],
      cargo: [1, 2],
      price: [-1],
    });
    expect(parseFilterQuery('')).toMatchObject({ geo: [], cargo: [] });
    expect(parseFilterQuery('cargo=1e1')).toBeNull();
    expect(parseFilterQuery('date_from=2025-05-01&date_to=2025-01-01')).toBeNull();
  });

  it('refuses a query with a leading "?" or a bad value, and an empty name', () => {
    expect(savedFilterWriteSchema.safeParse({ name: 'Юг', query: 'geo=district:3' }).success).toBe(true);
    expect(savedFilterWriteSchema.safeParse({ name: 'Юг', query: '?geo=district:3' }).success).toBe(false);
    expect(savedFilterWriteSchema.safeParse({ name: 'Юг', query: 'geo=planet:3' }).success).toBe(false);
    expect(savedFilterWriteSchema.safeParse({ name: ' ', query: '' }).success).toBe(false);
  });
});
