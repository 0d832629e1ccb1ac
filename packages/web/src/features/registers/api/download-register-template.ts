import type { RegisterName, TemplateFormat } from '@cargo-sentry/contracts/registers/registers';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET registers/{register}/template`: the file to fill, saved by the browser. */
export function downloadRegisterTemplate(register: RegisterName, format: TemplateFormat) {
  return api.download(`/{product}/registers/${register}/template`, {
    query: { format },
    fallbackName: `${register}-template.${format}`,
    quiet: true,
  });
}

export function useDownloadRegisterTemplate() {
  return useMutation({
    mutationFn: ({ register, format }: { register: RegisterName; format: TemplateFormat }) =>
      downloadRegisterTemplate(register, format),
  });
}
