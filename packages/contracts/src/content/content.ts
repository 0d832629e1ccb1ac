import { z } from 'zod';
import { idText, pageQuerySchema, pagedSchema, text } from '../shared/common';
import { imageTypeOf, uploadedFileSchema } from '../shared/uploads';

/**
 * Content staff write in the app (issue 12 §1, docs/decisions/0024-content.md): the named info
 * pages and the news. Bodies are Markdown in both languages; the web renders them without raw
 * HTML, so what is stored here is text, never markup that runs.
 */

/** The named pages of `GET /{product}/info_page/{name}`; any other name is 404. */
export const infoPageNames = ['faq', 'policy', 'about', 'contacts', 'services'] as const;
export const infoPageNameSchema = z.enum(infoPageNames);
export type InfoPageName = z.infer<typeof infoPageNameSchema>;

export const isInfoPageName = (name: string): name is InfoPageName =>
  (infoPageNames as readonly string[]).includes(name);

/** Longest Markdown body in one language: the policy is ~15,000 characters, so room to grow. */
export const maxContentBody = 100_000;
export const maxContentTitle = 200;

/**
 * The name in the path is any short text, so that an unknown page answers 404 `not_found` (
 * docs/product.md#other-calls) rather than a validation error.
 */
export const infoPageParamSchema = z.object({ name: text(100) });

export const infoPageSchema = z.object({
  name: infoPageNameSchema,
  title_ru: z.string(),
  title_en: z.string(),
  body_ru: z.string().describe('Markdown'),
  body_en: z.string().describe('Markdown'),
  updated_at: z.string(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;

const title = text(maxContentTitle).trim().min(1);
const body = text(maxContentBody).trim().min(1);

/** `PUT /{product}/info_page/{name}` (staff): both languages at once, none left empty. */
export const infoPageWriteSchema = z.object({
  title_ru: title,
  title_en: title,
  body_ru: body.describe('Markdown'),
  body_en: body.describe('Markdown'),
});
export type InfoPageWrite = z.infer<typeof infoPageWriteSchema>;

/** `POST /{product}/news` and `PUT /{product}/news/{id}` (staff). */
export const newsWriteSchema = z.object({
  title_ru: title,
  title_en: title,
  body_ru: body.describe('Markdown; images as ![text](url)'),
  body_en: body.describe('Markdown; images as ![text](url)'),
  published: z.boolean().default(false).describe('Published news is seen by every user; a draft by staff only'),
});
export type NewsWrite = z.infer<typeof newsWriteSchema>;
export type NewsWriteInput = z.input<typeof newsWriteSchema>;

export const newsSchema = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_en: z.string(),
  body_ru: z.string(),
  body_en: z.string(),
  published: z.boolean(),
  published_at: z.string().nullable().describe('When it was first published; the date users see'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type News = z.infer<typeof newsSchema>;

/** One line of the news list: the body shortened to plain text, and its first image. */
export const newsItemSchema = newsSchema.omit({ body_ru: true, body_en: true }).extend({
  excerpt_ru: z.string(),
  excerpt_en: z.string(),
  image_url: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuerySchema = pageQuerySchema;
export const newsListSchema = pagedSchema(newsItemSchema);
export type NewsList = z.infer<typeof newsListSchema>;

export const newsParamSchema = z.object({ id: idText });

/** Images staff upload for news: JPEG or PNG (contracts `imageTypeOf`), at most this many bytes. */
export const maxContentImageBytes = 5 * 1024 * 1024;
export const contentImageNamePattern = /\.(jpe?g|png)$/i;

/**
 * `POST /{product}/content_image` (staff, multipart `file`): a .jpg/.png whose bytes are a JPEG or
 * PNG. Nothing else: an SVG or HTML file served from our origin could run script.
 */
export const contentImageUploadSchema = z.object({
  file: uploadedFileSchema
    .refine((file) => contentImageNamePattern.test(file.filename), { message: 'image', path: ['filename'] })
    .refine((file) => file.data.length > 0 && file.data.length <= maxContentImageBytes, {
      message: 'image_size',
      path: ['data'],
    })
    .refine((file) => imageTypeOf(file.data) !== null, { message: 'image', path: ['data'] }),
});
export type ContentImageUpload = z.infer<typeof contentImageUploadSchema>;

export const contentImageParamSchema = z.object({ id: z.uuid() });
export const uploadedContentImageSchema = z.object({
  url: z.string().describe('Path of the image, to be written into Markdown as ![text](url)'),
});
export type UploadedContentImage = z.infer<typeof uploadedContentImageSchema>;

const excerptLength = 240;
/** `(url)` of a Markdown link, with one level of parentheses inside (`javascript:alert(1)`). */
const linkTarget = String.raw`\((?:[^()]|\([^()]*\))*\)`;
const imagePattern = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;

/** The first image of a Markdown body, if its URL is a site path or http(s); else null. */
export function firstImageUrl(markdown: string): string | null {
  const url = imagePattern.exec(markdown)?.[1];
  if (!url) return null;
  return /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : null;
}

/**
 * The first paragraph of a Markdown body as plain text, cut at a word to ~240 characters: the
 * news list shows it as text, so no markup needs rendering there.
 */
export function markdownExcerpt(markdown: string): string {
  const paragraphs = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const plain = paragraphs
    // A heading names the text; the excerpt is the text.
    .filter((paragraph) => !/^\s{0,3}#/.test(paragraph))
    .map((paragraph) =>
      paragraph
        .replace(new RegExp(`!\\[[^\\]]*\\]${linkTarget}`, 'g'), '')
        .replace(new RegExp(`\\[([^\\]]*)\\]${linkTarget}`, 'g'), '$1')
        .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
        .replace(/[*_`~]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find((paragraph) => paragraph.length > 0 && !/^[-=|: ]+$/.test(paragraph));
  if (!plain) return '';
  if (plain.length <= excerptLength) return plain;
  const cut = plain.slice(0, excerptLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > excerptLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
