import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { canonicalJson, type EvidenceVerification } from '@cargo-sentry/contracts/verification/evidence';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { accountById } from '../users/service';
import { consentVersionTexts } from '../consent/service';
import { findVisibleTicket } from '../verification/service';
import { evidenceContent, type EvidenceContent, type EvidencePerson } from './content';
import { buildEvidencePdf } from './pdf';
import * as evidenceRepo from './repo';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The SHA-256 printed on a report: of the canonical JSON of its content (docs/decisions/0031). */
export const evidenceHash = (content: EvidenceContent): string => sha256(canonicalJson(content));

const personOf = (user: Pick<UserRow, 'username' | 'firstName' | 'lastName' | 'company'>): EvidencePerson => ({
  username: user.username,
  name: [user.firstName, user.lastName].filter((part) => part.trim() !== '').join(' '),
  company: user.company,
});

export interface EvidenceFile {
  report: string;
  hash: string;
  fileHash: string;
  fileName: string;
  pdf: Buffer;
}

/**
 * The evidence report of a ticket as a PDF (issue 13 §5), built from the stored ticket; the
 * owner's or, for staff, anyone's (others' and unknown tickets are 404 alike, as in the history).
 * Every download is a new report with its own id, recorded with its hashes for `verifyEvidence`.
 * `apiBase` is the public address of the product's API (`https://…/api/v1/cargo`).
 */
export async function evidenceReport(
  database: Database,
  user: UserRow,
  ticketId: string,
  options: { lang?: Locale; publicUrl: string; apiBase: string; now?: Date },
): Promise<EvidenceFile> {
  const ticket = await findVisibleTicket(database, user, ticketId);
  const owner = ticket.userId === user.id ? user : await accountById(database.db, ticket.userId);
  const report = randomUUID();
  const generatedAt = options.now ?? new Date();
  const lang = options.lang ?? user.notificationLanguage;
  const consentTexts =
    ticket.consentVersion === null ? undefined : await consentVersionTexts(database.db, ticket.consentVersion, lang);
  const content = evidenceContent({
    report,
    generatedAt,
    lang,
    ticket,
    owner: owner ? personOf(owner) : { username: '', name: '', company: '' },
    generator: personOf(user),
    publicUrl: options.publicUrl,
    consentTexts,
  });
  const hash = evidenceHash(content);
  const verifyUrl = `${options.apiBase}/verification_ticket/${ticket.id}/verify?report=${report}&hash=${hash}`;
  const pdf = await buildEvidencePdf(content, hash, verifyUrl);
  const fileHash = sha256(pdf);
  await evidenceRepo.insertEvidence(database.db, {
    id: report,
    ticketId: ticket.id,
    userId: user.id,
    generatedAt,
    lang,
    contentSha256: hash,
    fileSha256: fileHash,
  });
  const day = generatedAt.toISOString().slice(0, 10);
  return { report, hash, fileHash, pdf, fileName: `verification-report-${day}-${report.slice(0, 8)}.pdf` };
}

/**
 * Whether report `report` of ticket `ticketId` was issued by this server with this hash: the
 * content hash printed on it or the hash of the PDF file. Anyone may ask; the answer says only
 * genuine or not and, when genuine, when it was generated. An unknown report, one of another
 * ticket and a wrong hash are all "not genuine", so the answer tells nothing about which. A report
 * whose ticket's content was destroyed on schedule stays genuine and says when (issue 28 §2).
 */
export async function verifyEvidence(
  database: Database,
  ticketId: string,
  report: string,
  hash: string,
): Promise<EvidenceVerification> {
  const row = await evidenceRepo.findEvidence(database.db, ticketId, report);
  const wanted = hash.toLowerCase();
  const matched = !row ? null : row.contentSha256 === wanted ? 'content' : row.fileSha256 === wanted ? 'file' : null;
  return {
    genuine: matched !== null,
    ticket: ticketId,
    report,
    generated_at: matched && row ? row.generatedAt.toISOString() : null,
    matched,
    content_destroyed_at: matched && row?.contentDestroyedAt ? row.contentDestroyedAt.toISOString() : null,
  };
}
