/**
 * What the migrations make that the Drizzle schema deliberately does not declare, each with why
 * (docs/decisions/0047-schema-checked-against-migrations.md). The Drizzle schema is what typed
 * queries are built from: it declares tables, columns, keys and indexes, and nothing here changes
 * what a query may say. schema-catalogue.test.ts fails on an object of these kinds that is missing
 * from this list, and on an entry that names nothing, so the list stays exactly what the
 * migrations hold.
 */
export const notModelled: { reason: string; objects: string[] }[] = [
  {
    reason:
      "The migration runner's own record (db/migrate.ts), created before the first migration; no query goes through Drizzle.",
    objects: ['table schema_migrations'],
  },
  {
    reason:
      'Each writing statement on incidents is logged for the incident index of every process (migration 0020, docs/decisions/0003-statistics-aggregation.md): a trigger, so no write path can forget it.',
    objects: [
      'function incident_changes_record',
      'trigger incidents.incidents_changes_delete',
      'trigger incidents.incidents_changes_insert',
      'trigger incidents.incidents_changes_truncate',
      'trigger incidents.incidents_changes_update',
    ],
  },
  {
    reason:
      'A write to users or incidents is announced to the other processes at commit (migration 0060, docs/decisions/0019-write-notices.md).',
    objects: [
      'function notify_writes',
      'trigger incidents.incidents_notify_writes',
      'trigger users.users_notify_writes',
    ],
  },
  {
    reason:
      "The company rating's totals are kept in step with every write to incidents, the company and ATI registers and tickets by triggers (migrations 0090, 0120 and 0145, docs/decisions/0027-company-rating.md, 0042-rating-weights.md).",
    objects: [
      'function company_rating_incident_weight',
      'function company_rating_link',
      'function company_rating_on_incidents',
      'function company_rating_on_registry_ati_ids',
      'function company_rating_on_registry_companies',
      'function company_rating_on_tickets_delete',
      'function company_rating_on_tickets_insert',
      'function company_rating_on_tickets_update',
      'function company_rating_rebuild',
      'function company_rating_refresh_findings',
      'function company_rating_refresh_inns',
      'function company_rating_refresh_register',
      'function company_rating_relink',
      'function company_rating_subject',
      'function company_rating_unlink',
      'trigger incidents.incidents_company_rating_delete',
      'trigger incidents.incidents_company_rating_insert',
      'trigger incidents.incidents_company_rating_truncate',
      'trigger incidents.incidents_company_rating_update',
      'trigger registry_ati_ids.registry_ati_ids_rating_delete',
      'trigger registry_ati_ids.registry_ati_ids_rating_insert',
      'trigger registry_ati_ids.registry_ati_ids_rating_truncate',
      'trigger registry_ati_ids.registry_ati_ids_rating_update',
      'trigger registry_companies.registry_companies_rating_delete',
      'trigger registry_companies.registry_companies_rating_insert',
      'trigger registry_companies.registry_companies_rating_truncate',
      'trigger registry_companies.registry_companies_rating_update',
      'trigger verification_tickets.verification_tickets_company_rating_delete',
      'trigger verification_tickets.verification_tickets_company_rating_insert',
      'trigger verification_tickets.verification_tickets_company_rating_update',
    ],
  },
  {
    reason:
      "The history's search index is written through, without GIN's pending list, which every search read in full until vacuum (migration 0147): a storage setting of the index, not something a query says.",
    objects: ['table setting verification_tickets_search_keys_idx fastupdate=off'],
  },
  {
    reason:
      "Each user's number of tickets is kept by triggers on every insert, delete and truncate of tickets, and a ticket cannot change its user (migration 0144, docs/decisions/0059-personal-data-retention.md): the history's unfiltered total.",
    objects: [
      'function verification_ticket_counts_on_delete',
      'function verification_ticket_counts_on_insert',
      'function verification_ticket_counts_on_truncate',
      'function verification_tickets_user_fixed',
      'trigger verification_tickets.verification_ticket_counts_delete',
      'trigger verification_tickets.verification_ticket_counts_insert',
      'trigger verification_tickets.verification_ticket_counts_truncate',
      'trigger verification_tickets.verification_tickets_user_fixed',
    ],
  },
  {
    reason:
      'Every change of an incident is audited by the database in the transaction of the change, and refused without a declared writer (migration 0110, docs/decisions/0039-incident-audit.md).',
    objects: [
      'function incident_audit_differing',
      'function incident_audit_fields',
      'function incident_audit_filled',
      'function incident_audit_record',
      'function incident_import_audit_add',
      'trigger incidents.incidents_audit_delete',
      'trigger incidents.incidents_audit_insert',
      'trigger incidents.incidents_audit_truncate',
      'trigger incidents.incidents_audit_update',
    ],
  },
  {
    reason:
      "Every UPDATE of an account moves its revision, whatever the statement says (migration 0129, docs/decisions/0045-revocation-on-every-process.md). The column is declared; the trigger that moves it is the database's.",
    objects: ['function users_next_revision', 'trigger users.users_revision'],
  },
  {
    reason:
      'SQL functions an index, a generated column or a query calls (migrations 0104 and 0118). The index and the column are declared and compared, their expressions naming the function; Drizzle has no notion of a function.',
    objects: [
      'function incident_repeat_key',
      'function verification_phone_tail',
      'function verification_search_key',
      'function verification_search_keys',
      'function verification_search_words',
      'function verification_ticket_verdict',
    ],
  },
  {
    reason:
      "Value rules the database enforces on every write. The code's rules are the contracts' zod schemas and the columns' `$type`s; Drizzle's `check()` would only feed a DDL generator, which this project does not use (decision 0047).",
    objects: [
      'check api_keys.api_keys_verification_count_check',
      'check company_rating_findings.company_rating_findings_kind_check',
      'check company_rating_links.company_rating_links_matched_by_check',
      'check face_gallery.face_gallery_check',
      'check face_gallery.face_gallery_check1',
      'check face_gallery.face_gallery_note_check',
      'check face_gallery.face_gallery_person_name_check',
      'check face_gallery.face_gallery_source_kind_check',
      'check incident_upload_rows.incident_upload_rows_op_check',
      'check incident_uploads.incident_uploads_failure_reason_check',
      'check incident_uploads.incident_uploads_file_size_check',
      'check incident_uploads.incident_uploads_on_duplicate_check',
      'check incident_uploads.incident_uploads_status_check',
      'check incidents.incidents_price_check',
      'check notifications.notifications_kind_check',
      'check notifications.notifications_recipient_type_check',
      'check prudence_findings.prudence_findings_source_check',
      'check prudence_subscriptions.prudence_subscriptions_status_check',
      'check register_imports.register_imports_mode_check',
      'check register_imports.register_imports_rows_check',
      'check registry_ati_ids.registry_ati_ids_ati_id_check',
      'check registry_participations.registry_participations_share_check',
      'check registry_passports.registry_passports_status_check',
      'check registry_passports.registry_passports_valid_holder',
      'check registry_phone_records.registry_phone_records_phone_check',
      'check registry_trust_persons.registry_trust_persons_c2_check',
      'check registry_trust_persons.registry_trust_persons_c3_check',
      'check registry_trust_persons.registry_trust_persons_c4_check',
      'check registry_trust_persons.registry_trust_persons_c5_check',
      'check registry_trust_persons.registry_trust_persons_c6_check',
      'check reports.reports_format_check',
      'check reports.reports_lang_check',
      'check reports.reports_status_check',
      'check stored_files.stored_files_size_check',
      'check users.users_access_level_check',
      'check users.users_notification_language_check',
      'check users.users_verification_count_check',
      'check verification_evidence.verification_evidence_content_sha256_check',
      'check verification_evidence.verification_evidence_file_sha256_check',
      'check verification_evidence.verification_evidence_lang_check',
      'check verification_tickets.verification_tickets_verdict_check',
    ],
  },
  {
    reason:
      'Staff changes to rights become security events by a trigger on audit_log, so no write path can skip them (migration 0140, docs/decisions/0061-security-event-log.md).',
    objects: [
      'function security_events_from_audit',
      'function security_events_rights_fields',
      'trigger audit_log.audit_log_security_events',
    ],
  },
  {
    reason:
      'pg_trgm serves the trigram index of incident search (migration 0011; its index is declared); plpgsql is the language of the triggers. Extensions are installed by migrations, not declared by tables.',
    objects: ['extension pg_trgm', 'extension plpgsql'],
  },
  {
    reason:
      'An uploaded file is stored uncompressed so a piece is read without unpacking the whole (migration 0104): a storage setting Drizzle has no word for.',
    objects: ['column setting incident_uploads.file_data storage external'],
  },
];

/** Tables the Drizzle schema does not declare, from the list above. */
export const tablesNotModelled = notModelled
  .flatMap((group) => group.objects)
  .filter((object) => object.startsWith('table '))
  .map((object) => object.slice('table '.length));
