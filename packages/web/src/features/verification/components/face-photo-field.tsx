import { maxPhotoBytes } from '@cargo-sentry/contracts/shared/uploads';
import { FileInput } from '@mantine/core';
import { IconFaceId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface FacePhotoFieldProps {
  value: File | null;
  onChange(file: File | null): void;
}

/** The face photo of the person checked (docs/product.md#form-rules: .jpg or .png): what the face check compares with the gallery. */
export function FacePhotoField({ value, onChange }: FacePhotoFieldProps) {
  const { t } = useTranslation();
  const tooLarge = value !== null && value.size > maxPhotoBytes;
  return (
    <FileInput
      label={t('verification.face.photo_label')}
      placeholder={t('verification.face.photo_placeholder')}
      description={t('verification.face.photo_hint', { size: maxPhotoBytes / 1024 / 1024 })}
      name="face_photo"
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      value={value}
      onChange={onChange}
      error={tooLarge ? t('verification.face.photo_too_large', { size: maxPhotoBytes / 1024 / 1024 }) : undefined}
      leftSection={<IconFaceId size={18} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': t('verification.face.photo_clear') }}
      maw={520}
    />
  );
}
