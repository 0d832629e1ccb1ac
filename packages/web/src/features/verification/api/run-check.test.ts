import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client/api-error';
import { runCheck } from './run-check';

const ticket = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const form = {
  lastName: 'Должников',
  firstName: 'Пётр',
  midName: 'Ильич',
  passportNumber: '4510123456',
  inn: '7707083893',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

describe('runCheck', () => {
  it('posts the participant check to the participation URL with the form and the ticket', async () => {
    fetchMock.mockResolvedValue(json(200, { participations: [] }));
    await expect(runCheck('participant', ticket, form)).resolves.toEqual({ participations: [] });
    expect(sent()).toEqual({
      url: '/api/v1/cargo/verification/participation',
      method: 'POST',
      body: { ...form, ticket },
    });
  });

  it('asks for the ATI ids with a GET carrying the ticket and the INN', async () => {
    fetchMock.mockResolvedValue(json(200, { ati_ids: ['123456'] }));
    await expect(runCheck('find_ati_su_id', ticket, form)).resolves.toEqual({ ati_ids: ['123456'] });
    const { url, method, body } = sent();
    expect(method).toBe('GET');
    expect(body).toBeUndefined();
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/v1/cargo/verification/find_ati_su_id');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({ ticket, inn: '7707083893' });
  });

  it.each(['passport_complex', 'phone', 'trust_person', 'reputation'] as const)(
    'posts %s to its own name',
    async (check) => {
      fetchMock.mockResolvedValue(json(200, {}));
      await runCheck(check, ticket, form).catch(() => undefined);
      expect(sent()).toMatchObject({ url: `/api/v1/cargo/verification/${check}`, method: 'POST' });
    },
  );

  it('rejects an answer that is not of the check schema', async () => {
    fetchMock.mockResolvedValue(json(200, { description: 'Действителен' }));
    await expect(runCheck('passport_complex', ticket, form)).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('hands a 503 service_unavailable to the card as an ApiError with its code', async () => {
    fetchMock.mockResolvedValue(json(503, { detail: 'Sorry, an error has occurred.', code: 'service_unavailable' }));
    const error: unknown = await runCheck('reputation', ticket, form).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
  });

  it('sends the face check its photo as a file with the ticket and the filled fields, as multipart', async () => {
    const answer = {
      matches: [],
      uploaded_face: null,
      message: 'Совпадений в базе лиц не найдено',
      message_code: 'no_match',
    };
    fetchMock.mockResolvedValue(json(200, answer));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'driver.jpg', { type: 'image/jpeg' });
    await expect(runCheck('face', ticket, { ...form, photo: 'driver.jpg' }, photo)).resolves.toEqual(answer);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/v1/cargo/verification/check_face');
    const body = init?.body as FormData;
    expect(body.get('ticket')).toBe(ticket);
    expect(body.get('lastName')).toBe(form.lastName);
    expect(body.has('photo')).toBe(false);
    expect((body.get('file') as File).name).toBe('driver.jpg');
  });

  it('does not call the face check without a photo', async () => {
    await expect(runCheck('face', ticket, form)).rejects.toThrow(/no photo/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
