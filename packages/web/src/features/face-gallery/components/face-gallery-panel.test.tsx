import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { FaceGalleryPanel } from './face-gallery-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const face = {
  id: 1,
  person_name: 'Хоппер Грейс',
  birth_date: null,
  source_kind: 'incident',
  incident_id: 12,
  wanted_person_id: null,
  note: 'демо',
  created_at: '2026-11-24T20:00:00Z',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let postAnswer: Response;
const posted: FormData[] = [];
beforeEach(() => {
  posted.length = 0;
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST') {
      posted.push(init.body as FormData);
      return postAnswer;
    }
    expect(String(input)).toContain('/api/v1/cargo/face_gallery');
    return json(200, { results: [face], count: 1, next: null, previous: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('FaceGalleryPanel', () => {
  it('lists the faces with their record and sends a new face with its incident as form data', async () => {
    postAnswer = json(201, { ...face, id: 2, person_name: 'Коллинз Айлин' });
    renderWithApp(<FaceGalleryPanel />);
    const table = await screen.findByRole('table', { name: 'Лица в базе' });
    expect(within(table).getByText('Хоппер Грейс')).toBeInTheDocument();
    expect(within(table).getByText('Происшествие № 12')).toBeInTheDocument();

    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByRole('textbox', { name: 'ФИО' }), 'Коллинз Айлин');
    await user.type(screen.getByRole('textbox', { name: '№ происшествия' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Добавить лицо' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].get('person_name')).toBe('Коллинз Айлин');
    expect(posted[0].get('source_kind')).toBe('incident');
    expect(posted[0].get('incident_id')).toBe('12');
    expect((posted[0].get('file') as File).name).toBe('face.jpg');
  }, 30_000);

  it('says when the photo has no face, in English', async () => {
    postAnswer = json(400, { code: 'validation_failed', detail: 'x', fields: { file: ['no_face'] } });
    renderWithApp(<FaceGalleryPanel />, { locale: 'en' });
    await screen.findByRole('table', { name: 'Faces in the gallery' });
    const user = userEvent.setup();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cup.jpg', { type: 'image/jpeg' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Nobody');
    await user.click(screen.getByRole('radio', { name: 'Wanted' }));
    await user.type(screen.getByRole('textbox', { name: 'Wanted record No.' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add face' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No face found in the photo.');
    expect(posted[0].get('wanted_person_id')).toBe('5');
  }, 30_000);
});
