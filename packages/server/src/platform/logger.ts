import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Never logged, whatever a log call passes: credentials in headers and request bodies
 * (passwords, tokens, personal data). Fastify's request serializer logs neither, so these
 * guard log calls that pass them by hand.
 */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  '*.password',
];

/** An error that PostgreSQL (node-postgres or PGlite) raised, wrapped by Drizzle or not. */
interface DatabaseErrorFields {
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  query?: string;
  params?: unknown;
}

const sqlstate = /^[0-9A-Z]{5}$/;

function isDatabaseError(error: DatabaseErrorFields): boolean {
  // Drizzle's DrizzleQueryError (query + params) or a server error (SQLSTATE + severity).
  return ('query' in error && 'params' in error) || (!!error.severity && sqlstate.test(error.code ?? ''));
}

/** The error and its causes, outermost first (bounded: a cause cycle must not hang logging). */
function causeChain(error: Error): DatabaseErrorFields[] {
  const chain: DatabaseErrorFields[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 8; e = (e as Error).cause) {
    chain.push(e as DatabaseErrorFields);
  }
  return chain;
}

/** The statement without string literals; parameters are never part of it. */
export function redactStatement(statement: string): string {
  return statement.replace(/'(?:[^']|'')*'/g, "'?'");
}

/**
 * A database error reduced to what a log needs: SQLSTATE, the failing object, the statement
 * shape. Drizzle puts the parameters (password hashes, e-mail, phone, INN) in its message and so in
 * the stack, and PostgreSQL quotes the rejected value after a colon (`invalid input syntax for type
 * integer: "…"`) and in `detail` (`Key (email)=(…)`): none of those are kept.
 */
function databaseErrorLog(error: Error, chain: DatabaseErrorFields[]) {
  const server = chain.find((e) => sqlstate.test(e.code ?? '')) as (DatabaseErrorFields & Error) | undefined;
  const statement = chain.find((e) => typeof e.query === 'string')?.query;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.constructor.name,
    message: `database error ${server?.code ?? 'unknown'}: ${server?.message.split(':')[0] ?? 'query failed'}`,
    code: server?.code,
    table: server?.table,
    column: server?.column,
    constraint: server?.constraint,
    routine: server?.routine,
    statement: statement === undefined ? undefined : redactStatement(statement),
    stack: frames.join('\n'),
  };
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An e-mail address, bare or percent-encoded (`%40`) as it appears in a URL. */
const emailPattern = /[\w.!#$%&'*+=^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/**
 * Ten digits or more, possibly split by spaces, dashes, dots or brackets (raw or `%20`), with an
 * optional `+`: INNs (10, 12), passport series and number (10), phones (10, 11), OGRN (13), SNILS (11).
 * Row ids stay below ten digits, so they remain in the log for debugging.
 */
const longNumberPattern = /\+?\d(?:(?:[\s().-]|%20|%28|%29)*\d){9,}/gi;

/**
 * Text with e-mails and long numbers (INNs, phones, passport numbers) replaced by `[email]` and
 * `[number]` (issue 23 §24): URL paths carry INNs (`/rating/7799000012`) and e-mails, and error
 * messages quote what they refused (an SMTP server names the recipient it rejects).
 */
export function redactPersonalData(text: string): string {
  return text.replace(emailPattern, '[email]').replace(longNumberPattern, '[number]');
}

/** Like pino's error serializer, except that database errors lose their parameters and values, and every error its personal data. */
function serializeError(error: Error, depth = 0): SerializedError {
  const chain = causeChain(error);
  if (chain.some(isDatabaseError)) return databaseErrorLog(error, chain);
  const own = Object.fromEntries(
    Object.entries(error)
      .filter(([key]) => key !== 'cause')
      .map(([key, value]) => [key, typeof value === 'string' ? redactPersonalData(value) : value]),
  );
  const cause: unknown = error.cause;
  return {
    ...own,
    type: error.constructor.name,
    message: redactPersonalData(error.message),
    stack: redactPersonalData(error.stack ?? ''),
    ...(cause instanceof Error && depth < 8 ? { cause: serializeError(cause, depth + 1) } : {}),
    ...(cause !== undefined && !(cause instanceof Error) ? { cause } : {}),
  };
}

/**
 * A request URL with its query values blanked (`/incident?search=?&page=?`): searches and
 * verification lookups put names and INNs there, and a log must not keep them.
 */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const keys = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=?`);
  return `${url.slice(0, at)}?${keys.join('&')}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request line, minus query values and personal data in the path (a `req` passed to a log call by hand keeps only these fields). */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactPersonalData(redactQuery(request.url)) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options of the app: level from the config, secrets kept out of every line. */
export function loggerOptions(level: Config['logLevel'], stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
