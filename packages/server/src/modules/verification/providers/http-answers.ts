import { z } from 'zod';

/**
 * The gateway's answers, validated before use: a field of the wrong type is a malformed answer
 * (a provider failure, "not carried out"), never a 500 or a wrong result. Fields the aggregator's
 * published documentation shows are marked "documented"; the rest are our reading of its
 * protocol, listed in docs/decisions/0014-verification-http-gateway.md. Unknown fields are ignored,
 * so the aggregator can add fields without breaking us.
 */

/** Dates come as `YYYY-MM-DD` (documented for licences) or `DD.MM.YYYY`, maybe with a time. */
const gatewayDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})( .*)?$/, 'a date')
  .transform((value) => {
    const day = value.slice(0, 10);
    return day.includes('.') ? `${day.slice(6, 10)}-${day.slice(3, 5)}-${day.slice(0, 2)}` : day;
  });
/** An empty string stands for "no date" in some answers. */
const optionalDate = z
  .union([z.literal(''), gatewayDate])
  .nullish()
  .transform((value) => value || null);
/** 0/1 flags, as the aggregator writes them; booleans accepted too. */
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => value === 1 || value === true);
const text = z.string().nullish();
const success = z.literal(1);

/** osago_api (documented: success, policies[].companyName/policySerial/policyNumber/vin). */
export const osagoAnswer = z.object({
  success,
  policies: z
    .array(
      z.object({
        companyName: z.string(),
        policySerial: z.string(),
        policyNumber: z.string(),
        vin: text,
        regNumber: text,
        bodyNumber: text,
        carMark: text,
        carModel: text,
        status: z.string(),
        startDate: optionalDate,
        endDate: optionalDate,
        driversRestriction: flag.optional(),
      }),
    )
    .max(200),
});

/** A deprivation decision, in the field names of гибдд.рф/check/driver (`decis`). */
const decision = z.object({
  date: gatewayDate,
  state: z.string(),
  comment: text,
  srok: z.coerce.number().int().nullish(),
  bplace: text,
});

/** driver_api (documented: success, document.categories/date_from/date_to/status/comment). */
export const driverAnswer = z.object({
  success,
  /** Absent or null: no licence with this number and date. */
  document: z
    .object({
      categories: z.string(),
      date_from: optionalDate,
      date_to: optionalDate,
      status: z.string(),
      comment: text,
    })
    .nullish(),
  decisions: z.array(decision).max(200).default([]),
  wanted: flag.default(false),
});

/** fssp_api/search_fiz: proceedings in the field names of the FSSP's own API (api-ip.fssprus.ru). */
export const fsspAnswer = z.object({
  success,
  result: z
    .array(
      z.object({
        exe_production: z.string(),
        subject: z.string(),
        department: z.string(),
        bailiff: z.string(),
        ip_end: text,
      }),
    )
    .max(500),
});

/** Court cases of a person (participants as mosgorsud_api lists them). */
export const courtAnswer = z.object({
  success,
  cases: z
    .array(
      z.object({
        number: z.string(),
        court: z.string(),
        category: z.string(),
        participants: z.array(z.object({ name: z.string() })).max(100),
      }),
    )
    .max(500),
});

/** passport_api (documented: success, status VALID | NOT_VALID | NOT_FOUND). */
export const passportAnswer = z.object({ success, status: z.enum(['VALID', 'NOT_VALID', 'NOT_FOUND']) });

/** Whether a phone is registered to the person. */
export const phoneAnswer = z.object({ success, found: flag, message: text });

const trustValue = z.union([z.string(), z.array(z.string()).max(100)]).nullable();
/** The trust categories c1..c6 of a person; `found: 0` when nothing is known of them. */
export const trustAnswer = z.object({
  success,
  found: flag,
  c1: trustValue.optional(),
  c2: trustValue.optional(),
  c3: trustValue.optional(),
  c4: trustValue.optional(),
  c5: trustValue.optional(),
  c6: trustValue.optional(),
});

/** Companies with this INN and findings about them. */
export const companyAnswer = z.object({
  success,
  records: z
    .array(
      z.object({
        inn: z.string(),
        ogrn: text,
        name: z.string(),
        status: z.string(),
        regDate: optionalDate,
        flags: z.array(z.string()).max(100).default([]),
      }),
    )
    .max(100),
});

/** Companies in which a person takes part. */
export const participationAnswer = z.object({
  success,
  records: z
    .array(
      z.object({
        inn: z.string(),
        ogrn: text,
        name: z.string(),
        role: z.string(),
        share: z.number().min(0).max(100).nullish(),
        status: z.string(),
      }),
    )
    .max(500),
});

/** ATI.su ids of a company's INN. */
export const atiAnswer = z.object({ success, ids: z.array(z.union([z.string(), z.number()])).max(100) });
