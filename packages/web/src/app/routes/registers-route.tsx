import { FaceGalleryPanel } from '@/features/face-gallery/components/face-gallery-panel';
import { AdminRegistersPage } from '@/features/registers/pages/admin-registers-page';

/** `/administration/registers`: the verification registers with, below them, the face gallery the face check compares with. */
export function RegistersRoute() {
  return <AdminRegistersPage gallery={<FaceGalleryPanel />} />;
}
