import { z } from 'zod';
import { idText, pagedSchema, text, wholeNumberText, type Locale } from '../shared/common';
import { dateText } from '../shared/dates';
import { photoFileSchema } from '../shared/uploads';
import { checkRequestSchema } from '../verification/form';

/**
 * The face gallery of the face check (issue 13 §1, docs/decisions/0028-face-check.md): faces of
 * persons linked to incidents and of wanted persons, uploaded by staff with the person's record.
 */
export const faceSourceKinds = ['incident', 'wanted'] as const;
export const faceSourceKindSchema = z.enum(faceSourceKinds);
export type FaceSourceKind = z.infer<typeof faceSourceKindSchema>;

/** Where a face is listed, in both languages: the staff page's gallery and a data subject's records name it alike. */
export const faceSourceKindNames: Readonly<Record<FaceSourceKind, Readonly<Record<Locale, string>>>> = {
  incident: { ru: 'Происшествие', en: 'Incident' },
  wanted: { ru: 'Розыск', en: 'Wanted' },
};

/** The labels of a face's record, in both languages: the staff page's form and a data subject's records. */
export const galleryFaceLabels = {
  person_name: { ru: 'ФИО', en: 'Full name' },
  incident_id: { ru: '№ происшествия', en: 'Incident No.' },
  wanted_person_id: { ru: '№ записи розыска', en: 'Wanted record No.' },
  note: { ru: 'Примечание', en: 'Note' },
} as const satisfies Readonly<Record<string, Readonly<Record<Locale, string>>>>;

/** Similarity (cosine of the FaceRes descriptors) from which two faces are taken for one person: chosen in decision 0028. */
export const faceMatchThreshold = 0.6;
/** The most matches one check answers with. */
export const maxFaceMatches = 10;

/** `POST /{product}/face_gallery` (multipart, staff): one photo with one face and the person's record. */
export const addGalleryFaceSchema = z
  .object({
    file: photoFileSchema,
    person_name: text(200).trim().min(1, 'required'),
    birth_date: dateText.optional(),
    source_kind: faceSourceKindSchema,
    incident_id: wholeNumberText(Number.MAX_SAFE_INTEGER).optional(),
    wanted_person_id: idText.optional(),
    note: text(500).trim().optional(),
  })
  .refine((body) => body.source_kind !== 'incident' || body.incident_id !== undefined, {
    message: 'required',
    path: ['incident_id'],
  })
  .refine((body) => body.source_kind !== 'wanted' || body.wanted_person_id !== undefined, {
    message: 'required',
    path: ['wanted_person_id'],
  });
export type AddGalleryFaceRequest = z.infer<typeof addGalleryFaceSchema>;

export const galleryFaceSchema = z.object({
  id: z.number().int(),
  person_name: z.string(),
  birth_date: z.string().nullable(),
  source_kind: faceSourceKindSchema,
  incident_id: z.number().int().nullable(),
  wanted_person_id: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type GalleryFace = z.infer<typeof galleryFaceSchema>;

export const galleryFaceListSchema = pagedSchema(galleryFaceSchema);
export type GalleryFaceList = z.infer<typeof galleryFaceListSchema>;

/**
 * `POST /{product}/verification/check_face` (docs/product.md#verification-calls, multipart: file, ticket). The form's other
 * fields may come along as text parts, for a user whose settings require some of them.
 */
export const checkFaceRequestSchema = checkRequestSchema.extend({
  file: photoFileSchema,
  /**
   * The written consent of the person in the photo to the processing of their biometric data
   * (152-FZ art. 11, issue 28 §3), apart from the ticket's consent. Checked by the service, not
   * here, so that its absence answers its own code (`biometric_consent_required`), not a field error.
   */
  biometric_consent: z
    .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
    .optional(),
});
export type CheckFaceRequest = z.infer<typeof checkFaceRequestSchema>;
