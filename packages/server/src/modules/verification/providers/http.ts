import {
  atiAnswer,
  companyAnswer,
  courtAnswer,
  driverAnswer,
  fsspAnswer,
  osagoAnswer,
  participationAnswer,
  passportAnswer,
  phoneAnswer,
  trustAnswer,
} from './http-answers';
import { createGateway, type GatewayOptions } from './http-gateway';
import {
  bailiffDebtsOf,
  courtCasesOf,
  driverResultOf,
  gatewayDay,
  osagoPoliciesOf,
  passportResultOf,
} from './http-mapping';
import type { PersonQuery, VerificationProvider } from './provider';

/** A person in the aggregator's parameter names (documented for fssp_api/search_fiz). */
const personParams = (p: PersonQuery) => ({
  lastName: p.lastName,
  firstName: p.firstName,
  patronymic: p.midName || undefined,
  dob: gatewayDay(p.birthDate),
});

/** Our passport number is series (4 digits) and number (6) together, normalised without spaces. */
const passportParams = (passportNumber: string) => ({
  passport_series: passportNumber.slice(0, 4),
  passport_number: passportNumber.slice(4),
});

/** ATI ids are digits only, at least five (docs/product.md#identifier-formats); anything else in an answer is not an id. */
const atiId = /^\d{5,}$/;

/**
 * The `http` provider (docs/architecture.md#verification-providers, docs/decisions/0014): every lookup is one gateway service
 * in the api-assist.com protocol. "Not found" answers are empty results, never failures; any
 * failure of the gateway throws, and the check reports "not carried out".
 */
export function httpProvider(options: GatewayOptions): VerificationProvider {
  const gateway = createGateway(options);
  return {
    async osagoPolicies({ vin, plate }) {
      // One call in the usual case: by VIN, the stronger identifier; by plate when the VIN finds none.
      if (vin) {
        const byVin = osagoPoliciesOf(await gateway.get('osago_api/', { vin }, osagoAnswer));
        if (byVin.length > 0 || !plate) return byVin;
      }
      if (!plate) return [];
      return osagoPoliciesOf(await gateway.get('osago_api/', { regNumber: plate }, osagoAnswer));
    },
    async drivingLicence({ number, issueDate }) {
      return driverResultOf(
        await gateway.get('driver_api/', { num: number, date: gatewayDay(issueDate) }, driverAnswer),
      );
    },
    async bailiffDebts(person) {
      return bailiffDebtsOf(await gateway.get('fssp_api/search_fiz', personParams(person), fsspAnswer));
    },
    async courtCases({ lastName, firstName, passportNumber }) {
      const query = { lastName, firstName, ...passportParams(passportNumber) };
      return courtCasesOf(await gateway.get('court_api/search_fiz', query, courtAnswer));
    },
    async passport(person) {
      const query = {
        ...passportParams(person.passportNumber),
        first_name: person.firstName,
        last_name: person.lastName,
      };
      return passportResultOf(await gateway.get('passport_api/', query, passportAnswer));
    },
    async phoneOwner(person) {
      const query = { ...personParams(person), ...passportParams(person.passportNumber), phone: person.phone };
      const answer = await gateway.get('phone_api/', query, phoneAnswer);
      return { operationResult: answer.found, operationMessage: answer.message ?? '' };
    },
    async trustPerson(person) {
      const answer = await gateway.get('trust_api/', personParams(person), trustAnswer);
      if (!answer.found) return null;
      const { c1 = null, c2 = null, c3 = null, c4 = null, c5 = null, c6 = null } = answer;
      return { c1, c2, c3, c4, c5, c6 };
    },
    async companyReputation({ inn }) {
      const answer = await gateway.get('egrul_api/', { inn }, companyAnswer);
      return answer.records.map((r) => ({
        inn: r.inn,
        ogrn: r.ogrn || null,
        name: r.name,
        status: r.status,
        registrationDate: r.regDate,
        flags: r.flags,
      }));
    },
    async participations({ lastName, firstName, midName, passportNumber }) {
      const query = { lastName, firstName, patronymic: midName || undefined, ...passportParams(passportNumber) };
      const answer = await gateway.get('egrul_api/person', query, participationAnswer);
      return answer.records.map((r) => ({
        inn: r.inn,
        ogrn: r.ogrn || null,
        name: r.name,
        role: r.role,
        share: r.share ?? null,
        status: r.status,
      }));
    },
    async atiIds({ inn }) {
      const answer = await gateway.get('ati_api/', { inn }, atiAnswer);
      return answer.ids.map(String).filter((id) => atiId.test(id));
    },
  };
}
