import {
  faceSourceKindNames,
  galleryFaceLabels,
  type FaceSourceKind,
} from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { maxPhotoBytes } from '@cargo-sentry/contracts/shared/uploads';
import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFaceId, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { useLocale } from '@/shared/i18n/use-locale';
import { useAddGalleryFace, useGalleryFaces, useRemoveGalleryFace } from '../api/face-gallery';

/**
 * The face check's gallery (issue 13 §1): staff add a photo with one face and the person's record —
 * the incident they are linked to or their row of the wanted-persons register — and remove faces.
 */
export function FaceGalleryPanel() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const faces = useGalleryFaces();
  const add = useAddGalleryFace();
  const remove = useRemoveGalleryFace();
  const [file, setFile] = useState<File | null>(null);
  const [personName, setPersonName] = useState('');
  const [sourceKind, setSourceKind] = useState<FaceSourceKind>('incident');
  const [sourceId, setSourceId] = useState('');
  const [note, setNote] = useState('');
  const canAdd = file !== null && personName.trim() !== '' && /^[1-9][0-9]*$/.test(sourceId) && !add.isPending;
  const fieldOf = (error: unknown) =>
    isApiError(error) ? (Object.values(error.fields ?? {}).flat()[0] ?? error.code) : 'unknown';

  const submit = () => {
    if (!file || !canAdd) return;
    add.mutate(
      { file, personName: personName.trim(), sourceKind, sourceId, note: note.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setPersonName('');
          setSourceId('');
          setNote('');
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('face_gallery.title')}
        </Title>
        <Text c="dimmed" size="sm" maw={820}>
          {t('face_gallery.intro')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('face_gallery.photo')}
            placeholder={t('face_gallery.photo_placeholder')}
            description={t('face_gallery.photo_hint', { size: maxPhotoBytes / 1024 / 1024 })}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            value={file}
            onChange={setFile}
            leftSection={<IconFaceId size={18} aria-hidden />}
            w={280}
          />
          <TextInput
            label={galleryFaceLabels.person_name[locale]}
            value={personName}
            onChange={(event) => setPersonName(event.currentTarget.value)}
            maxLength={200}
            w={240}
          />
          <SegmentedControl
            aria-label={t('face_gallery.source_kind')}
            value={sourceKind}
            onChange={(value) => setSourceKind(value as FaceSourceKind)}
            data={[
              { value: 'incident', label: faceSourceKindNames.incident[locale] },
              { value: 'wanted', label: faceSourceKindNames.wanted[locale] },
            ]}
          />
          <TextInput
            label={galleryFaceLabels[sourceKind === 'incident' ? 'incident_id' : 'wanted_person_id'][locale]}
            value={sourceId}
            onChange={(event) => setSourceId(event.currentTarget.value.replace(/\D/g, ''))}
            inputMode="numeric"
            w={160}
          />
          <TextInput
            label={galleryFaceLabels.note[locale]}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            w={220}
          />
          <Button onClick={submit} disabled={!canAdd} loading={add.isPending}>
            {t('face_gallery.add')}
          </Button>
        </Group>
        {add.isError ? (
          <Alert color="red" role="alert">
            {t(`face_gallery.errors.${fieldOf(add.error)}`, {
              // codes shared by every upload (image_too_large) read as everywhere else
              defaultValue: t(`errors.${fieldOf(add.error)}`, { defaultValue: t('face_gallery.errors.unknown') }),
            })}
          </Alert>
        ) : null}
        {faces.data && faces.data.results.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder aria-label={t('face_gallery.list')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{galleryFaceLabels.person_name[locale]}</Table.Th>
                  <Table.Th>{t('face_gallery.source_kind')}</Table.Th>
                  <Table.Th>{galleryFaceLabels.note[locale]}</Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {faces.data.results.map((face) => (
                  <Table.Tr key={face.id}>
                    <Table.Td>{face.person_name}</Table.Td>
                    <Table.Td>
                      {face.source_kind === 'incident'
                        ? t('face_gallery.incident', { id: face.incident_id })
                        : t('face_gallery.wanted', { id: face.wanted_person_id })}
                    </Table.Td>
                    <Table.Td>{face.note}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('face_gallery.remove', { name: face.person_name })}
                        onClick={() => remove.mutate(face.id)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : faces.data ? (
          <Text c="dimmed" size="sm">
            {t('face_gallery.empty')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
