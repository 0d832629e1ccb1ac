import {
  galleryFaceListSchema,
  galleryFaceSchema,
  type FaceSourceKind,
} from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

const queryKey = ['face_gallery'];

/** `GET face_gallery` (staff): the newest faces of the face check's gallery. */
export function useGalleryFaces() {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.get('/{product}/face_gallery', galleryFaceListSchema, { signal, quiet: true, query: { page_size: 50 } }),
  });
}

export interface AddGalleryFaceInput {
  file: File;
  personName: string;
  sourceKind: FaceSourceKind;
  /** The incident's or the wanted-persons register row's id. */
  sourceId: string;
  note: string;
}

/** `POST face_gallery` (multipart): the photo with one face and the person's record. */
export function useAddGalleryFace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddGalleryFaceInput) => {
      const form = new FormData();
      form.append('person_name', input.personName);
      form.append('source_kind', input.sourceKind);
      form.append(input.sourceKind === 'incident' ? 'incident_id' : 'wanted_person_id', input.sourceId);
      if (input.note) form.append('note', input.note);
      form.append('file', input.file, input.file.name);
      return api.request('/{product}/face_gallery', galleryFaceSchema, { method: 'POST', form, quiet: true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}

export function useRemoveGalleryFace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(`/{product}/face_gallery/${id}`, okSchema, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
}
