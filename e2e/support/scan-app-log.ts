import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { demoPassword } from './api';

/**
 * Global teardown (issue 23 §24): after the whole run, the app's log (its stdout, written to
 * E2E_APP_LOG by playwright.config.ts) must hold no password-reset or login key, no e-mail, and
 * none of the INNs, phones and passport numbers the journeys typed. The run fails otherwise,
 * naming each line. Once the log held live reset links, and a key read from it reset a password.
 */

/** An e-mail address (its domain ends in letters, so `@cargo-sentry/web@0.1.0` of npm's output is none). */
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;
/** Ten digits or more, spaced or not: INNs, passports, phones, OGRNs. */
const longNumberPattern = /\+?\d(?:[\s().-]*\d){9,}/g;
const keyPattern = /[?&]key=[\w-]{8,}/g;

interface Finding {
  line: number;
  what: string;
  value: string;
}

/** Every string in a log line: its JSON values (numbers such as `time` are not text), or the line itself. */
function textsOf(line: string): string[] {
  try {
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(JSON.parse(line));
    return texts;
  } catch {
    return [line];
  }
}

/** What the journeys type: e-mails and long numbers written in the specs (the demo people's documents, phones, INNs). */
function identifiersInSpecs(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.spec.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(longNumberPattern)) found.add(match[0].replace(/\D/g, '').slice(-10));
    for (const match of source.matchAll(emailPattern)) found.add(match[0].toLowerCase());
  }
  return found;
}

/** The keys and recipients of the mail the run caused (the outbox, read with a staff token), when the app still answers. */
async function outboxSecrets(baseURL: string): Promise<string[]> {
  const api = await request.newContext({ baseURL });
  try {
    const signIn = await api.post('/api/v1/auth/token/', {
      data: { username: 'admin', password: demoPassword('admin') },
    });
    if (!signIn.ok()) return [];
    const { access } = (await signIn.json()) as { access: string };
    const outbox = await api.get('/api/v1/cargo/mail_outbox', {
      params: { limit: 100 },
      headers: { Authorization: `Bearer ${access}` },
    });
    if (!outbox.ok()) return [];
    const { results } = (await outbox.json()) as { results: { to: string; link: string | null }[] };
    return results.flatMap((m) => [
      m.to.toLowerCase(),
      ...(m.link ? [new URL(m.link).searchParams.get('key') ?? ''] : []),
    ]);
  } catch {
    return [];
  } finally {
    await api.dispose();
  }
}

/** The findings in a log: keys, e-mails, long numbers, and any of `secrets` verbatim. */
function scanLog(log: string, secrets: Iterable<string>): Finding[] {
  const findings: Finding[] = [];
  const known = [...secrets].filter((s) => s.length >= 8);
  log.split('\n').forEach((line, index) => {
    for (const text of textsOf(line)) {
      const add = (what: string, value: string) => findings.push({ line: index + 1, what, value });
      for (const match of text.matchAll(keyPattern)) add('a reset or login key', match[0]);
      for (const match of text.matchAll(emailPattern)) add('an e-mail', match[0]);
      for (const match of text.matchAll(longNumberPattern)) add('an INN, phone or passport number', match[0]);
      const lower = text.toLowerCase();
      for (const secret of known) if (lower.includes(secret)) add('a value used in the run', secret);
    }
  });
  return findings;
}

export default async function scanAppLog(config: FullConfig): Promise<void> {
  const logFile = process.env.E2E_APP_LOG;
  if (!logFile || !existsSync(logFile)) return; // E2E_BASE_URL: the app's log is not ours to read
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8090';
  const fromOutbox = await outboxSecrets(baseURL);
  const secrets = new Set([...identifiersInSpecs(config.rootDir), ...fromOutbox]);
  const log = readFileSync(logFile, 'utf8');
  const findings = scanLog(log, secrets);
  if (findings.length === 0) {
    console.log(
      `App log scanned: ${log.split('\n').length} lines, ${secrets.size} known values (${fromOutbox.length} ` +
        'from the outbox): no key, e-mail, INN, phone or passport number found.',
    );
    return;
  }
  const shown = findings.slice(0, 20).map((f) => `  line ${f.line}: ${f.what} (${f.value})`);
  throw new Error(`The app's log (${logFile}) holds personal data or keys:\n${shown.join('\n')}`);
}
