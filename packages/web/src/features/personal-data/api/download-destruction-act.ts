import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET personal_data/acts/{id}/act.pdf`: the act, saved by the browser. */
function downloadDestructionAct(id: number) {
  return api.download(`/{product}/personal_data/acts/${id}/act.pdf`, { fallbackName: `destruction-act-${id}.pdf` });
}

export function useDownloadDestructionAct() {
  return useMutation({ mutationFn: downloadDestructionAct });
}
