import { uploadedContentImageSchema, type UploadedContentImage } from '@cargo-sentry/contracts/content/content';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `POST /{product}/content_image` (staff, multipart): answers the path to write into Markdown. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: (file: File): Promise<UploadedContentImage> => {
      const form = new FormData();
      form.append('file', file);
      return api.request('/{product}/content_image', uploadedContentImageSchema, { method: 'POST', form, quiet: true });
    },
  });
}
