import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the verification gateway (docs/decisions/0014): a real HTTP server on a
 * free port speaking the api-assist.com protocol — GET /parser/{service}?key=…, JSON with
 * `success` 1 or 0, 403 for a wrong key, 400 for missing parameters — with one "found" and one
 * "clean" case per service (the README's demo people and vehicles) and switchable faults.
 */

/** What the next requests get instead of an answer. */
type FakeFault =
  /** 200 `{ success: 0 }`: the aggregator's "no data now, ask again later" */
  | 'try_later'
  /** 502 with an HTML page, as a proxy in front of a dead gateway answers */
  | 'server_error'
  /** 429 too many requests */
  | 'rate_limited'
  /** the normal answer, but only after `slowMs` */
  | 'slow'
  /** 200 with a body that is not JSON */
  | 'malformed'
  /** 200 with JSON that is not an object (`null`) */
  | 'not_object'
  /** 200 `success: 1` with fields of the wrong type */
  | 'wrong_shape'
  /** 400 `{ error }`: the aggregator refuses the parameters */
  | 'refused';

interface FakeGatewayRequest {
  service: string;
  /** The query without the key. */
  query: Record<string, string>;
  key: string | null;
}

export interface FakeGateway {
  url: string;
  token: string;
  /** Every request received, in order. */
  requests: FakeGatewayRequest[];
  /** The next `times` requests (all, when omitted) get `fault`. */
  fail(fault: FakeFault, times?: number): void;
  /** Normal answers again; forgets the requests. */
  reset(): void;
  close(): Promise<void>;
}

type Query = Record<string, string>;
type Answer = { status: number; body: unknown };

const demo = {
  lastName: 'должников',
  firstName: 'пётр',
  dob: '15.04.1980',
  passportSeries: '4510',
  passportNumber: '123456',
  vinInForce: 'X9F54321098765432',
  plateExpired: 'А777АА77',
  inn: '7707083893',
  phone: '+79161234567',
};

const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body: { success: 1, ...body } });
const sameName = (value: string | undefined, name: string) => value?.toLowerCase() === name;
const isDemoPerson = (q: Query) => sameName(q.lastName ?? q.last_name, demo.lastName);
const isDemoPassport = (q: Query) =>
  q.passport_series === demo.passportSeries && q.passport_number === demo.passportNumber;

const policy = (status: string, startDate: string, endDate: string, extra: Record<string, unknown>) => ({
  companyName: 'СПАО "Ингосстрах"',
  policySerial: 'ХХХ',
  policyNumber: '0451703060',
  vin: null,
  regNumber: null,
  bodyNumber: null,
  carMark: 'КАМАЗ',
  carModel: '5490',
  status,
  startDate,
  endDate,
  driversRestriction: 1,
  ...extra,
});

/** The services, their required parameters, and what they answer. */
const services: Record<string, { required: string[]; answer(q: Query): Answer }> = {
  'osago_api/': {
    required: [],
    answer(q) {
      if (!q.vin && !q.regNumber) return { status: 400, body: { error: 'Не указан vin или regNumber' } };
      if (q.vin === demo.vinInForce) {
        return ok({ policies: [policy('Действует', '2026-03-01', '2027-02-28', { vin: demo.vinInForce })] });
      }
      if (q.regNumber === demo.plateExpired) {
        return ok({
          policies: [policy('Истёк срок действия', '23.01.2023', '22.01.2024', { regNumber: q.regNumber })],
        });
      }
      return ok({ policies: [] });
    },
  },
  'driver_api/': {
    required: ['num', 'date'],
    answer(q) {
      if (q.num === '7700123456' && q.date === '20.05.2015') {
        const document = {
          dob: '1979-11-11',
          categories: 'B, C, CE',
          date_from: '2015-05-20',
          date_to: '2025-05-20',
          comment: 'Срок действия продлен в соответствии с постановлением Правительства РФ от 09.04.2022 № 626',
          status: 'Действует',
        };
        return ok({ document, decisions: [] });
      }
      if (q.num === '7700654321' && q.date === '12.03.2018') {
        const document = { categories: 'B', date_from: '2018-03-12', date_to: '2028-03-12', status: 'Действует' };
        const decisions = [{ date: '2024-06-03', state: '60', srok: 18, bplace: 'г. Москва', comment: null }];
        return ok({ document, decisions, wanted: 0 });
      }
      return ok({ document: null });
    },
  },
  'fssp_api/search_fiz': {
    required: ['lastName', 'firstName', 'dob'],
    answer(q) {
      if (!isDemoPerson(q) || !sameName(q.firstName, demo.firstName) || q.dob !== demo.dob) return ok({ result: [] });
      const proceeding = {
        name: 'ДОЛЖНИКОВ ПЁТР 15.04.1980',
        exe_production: '12345/24/77001-ИП от 01.02.2024',
        details: 'Судебный приказ от 10.01.2024 № 2-15/2024',
        subject: 'Задолженность по кредитным платежам: 52 300.50 руб.',
        department: 'ОСП по Центральному АО № 1',
        bailiff: 'Иванова А. А.',
        ip_end: '',
      };
      return ok({ result: [proceeding] });
    },
  },
  'court_api/search_fiz': {
    required: ['lastName', 'firstName', 'passport_series', 'passport_number'],
    answer(q) {
      if (!isDemoPerson(q) || !isDemoPassport(q)) return ok({ cases: [] });
      const participants = [{ name: 'ООО "Кредит-Финанс"' }, { name: 'Должников П. С.' }];
      return ok({
        cases: [{ number: '2-1234/2024', court: 'Тверской районный суд', category: 'ст. 819 ГК РФ', participants }],
      });
    },
  },
  'passport_api/': {
    required: ['passport_series', 'passport_number', 'first_name', 'last_name'],
    answer(q) {
      if (isDemoPassport(q)) return ok({ status: 'VALID' });
      if (q.passport_number === '000000') return ok({ status: 'NOT_VALID' });
      return ok({ status: 'NOT_FOUND' });
    },
  },
  'phone_api/': {
    required: ['phone', 'lastName', 'firstName'],
    answer(q) {
      const found = q.phone === demo.phone && isDemoPerson(q);
      return ok({ found: found ? 1 : 0, message: found ? 'Номер принадлежит лицу' : 'Номер не принадлежит лицу' });
    },
  },
  'trust_api/': {
    required: ['lastName', 'firstName', 'dob'],
    answer(q) {
      if (!isDemoPerson(q)) return ok({ found: 0 });
      return ok({ found: 1, c1: 'RED', c2: null, c3: null, c4: ['YELLOW'], c5: null, c6: 'GREEN' });
    },
  },
  'egrul_api/': {
    required: ['inn'],
    answer(q) {
      if (q.inn !== demo.inn) return ok({ records: [] });
      const record = {
        inn: demo.inn,
        ogrn: '1027700132195',
        name: 'ООО "Грузовые линии"',
        status: 'Действующее',
        regDate: '22.08.2002',
        flags: ['Массовый адрес'],
      };
      return ok({ records: [record] });
    },
  },
  'egrul_api/person': {
    required: ['lastName', 'firstName', 'passport_series', 'passport_number'],
    answer(q) {
      if (!isDemoPerson(q)) return ok({ records: [] });
      const record = {
        inn: demo.inn,
        ogrn: null,
        name: 'ООО "Грузовые линии"',
        role: 'Учредитель',
        share: 50,
        status: 'Действующее',
      };
      return ok({ records: [record] });
    },
  },
  'ati_api/': {
    required: ['inn'],
    answer: (q) => ok({ ids: q.inn === demo.inn ? ['123456', 98765, 'не id'] : [] }),
  },
};

const wrongShape = {
  success: 1,
  policies: 'many',
  document: 'yes',
  result: 'x',
  cases: 'x',
  status: 'MAYBE',
  found: 'x',
  records: 'x',
  ids: 'x',
};

export async function startFakeGateway(options: { token?: string; slowMs?: number } = {}): Promise<FakeGateway> {
  const token = options.token ?? 'fake-gateway-key-0123456789abcdef';
  const slowMs = options.slowMs ?? 2_000;
  const requests: FakeGatewayRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let fault: FakeFault | null = null;
  let faultsLeft = 0;

  function send(res: ServerResponse, status: number, body: unknown) {
    if (res.destroyed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
    res.end(text);
  }

  function answerOf(url: URL): Answer {
    const service = url.pathname.replace(/^\/parser\//, '');
    const handler = url.pathname.startsWith('/parser/') ? services[service] : undefined;
    if (!handler) return { status: 404, body: { error: 'Метод не найден' } };
    if (url.searchParams.get('key') !== token) return { status: 403, body: { error: 'Неверный ключ доступа' } };
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'key'));
    const missing = handler.required.filter((name) => !query[name]);
    if (missing.length > 0) return { status: 400, body: { error: `Не указан параметр ${missing.join(', ')}` } };
    return handler.answer(query);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'key'));
    requests.push({ service: url.pathname.replace(/^\/parser\//, ''), query, key: url.searchParams.get('key') });
    const current = faultsLeft > 0 ? fault : null;
    if (current) faultsLeft -= 1;
    const answer = answerOf(url);
    switch (current) {
      case 'try_later':
        return send(res, 200, { success: 0 });
      case 'server_error':
        return send(res, 502, '<html><body>502 Bad Gateway</body></html>');
      case 'rate_limited':
        return send(res, 429, { error: 'Превышен лимит запросов' });
      case 'malformed':
        return send(res, 200, '{"success": 1, "polic');
      case 'not_object':
        return send(res, 200, 'null');
      case 'wrong_shape':
        return send(res, 200, wrongShape);
      case 'refused':
        return send(res, 400, { error: 'Неверный формат параметров' });
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(res, answer.status, answer.body);
        }, slowMs);
        timers.add(timer);
        return;
      }
      default:
        return send(res, answer.status, answer.body);
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    fail(next, times = Number.POSITIVE_INFINITY) {
      fault = next;
      faultsLeft = times;
    },
    reset() {
      fault = null;
      faultsLeft = 0;
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
