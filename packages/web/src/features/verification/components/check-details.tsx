import type {
  DriverResult,
  FaceResult,
  FindAtiSuIdResult,
  FsspResult,
  OsagoResult,
  ParticipationResult,
  PassportResult,
  PhoneResult,
  ReputationResult,
  RiskResult,
  SudResult,
  TrustPersonResult,
} from '@cargo-sentry/contracts/verification-results';
import type { CheckView } from '../lib/check-standing';
import { AtiIdsDetails } from './ati-ids-details';
import { DriverDetails, OsagoDetails, PassportDetails } from './document-details';
import { FaceDetails } from './face-details';
import { ParticipationDetails } from './participation-details';
import { FsspDetails, PhoneDetails, SudDetails } from './person-details';
import { ReputationDetails } from './reputation-details';
import { RiskDetails } from './risk-details';
import { TrustPersonDetails } from './trust-person-details';

/**
 * What a check found, under its verdict. `view.result` is the answer already parsed by the check's
 * schema (`standingOfAnswer`), so each cast names the type that schema gave it.
 */
export function CheckDetails({ view, subject }: { view: CheckView; subject?: Record<string, unknown> }) {
  const result = view.result;
  if (!result) return null;
  switch (view.check) {
    case 'risk':
      return <RiskDetails result={result as RiskResult} subject={subject} />;
    case 'osago':
      return <OsagoDetails result={result as OsagoResult} />;
    case 'driver':
      return <DriverDetails result={result as DriverResult} />;
    case 'passport_complex':
      return <PassportDetails result={result as PassportResult} />;
    case 'phone':
      return <PhoneDetails result={result as PhoneResult} />;
    case 'fssp':
      return <FsspDetails result={result as FsspResult} />;
    case 'sud':
      return <SudDetails result={result as SudResult} />;
    case 'trust_person':
      return <TrustPersonDetails result={result as TrustPersonResult} />;
    case 'reputation':
      return <ReputationDetails result={result as ReputationResult} />;
    case 'participant':
      return <ParticipationDetails result={result as ParticipationResult} />;
    case 'face':
      return <FaceDetails result={result as FaceResult} />;
    case 'find_ati_su_id':
      return <AtiIdsDetails result={result as FindAtiSuIdResult} />;
    default:
      return null;
  }
}
