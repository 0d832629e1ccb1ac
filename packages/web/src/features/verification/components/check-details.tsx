import type { CheckFinding } from '@cargo-sentry/contracts/verification/results';
import type { CheckView } from '../lib/check-standing';
import { AtiIdsDetails } from './ati-ids-details';
import { ConsistencyDetails } from './consistency-details';
import { OsagoDetails, PassportDetails } from './document-details';
import { DriverDetails } from './driver-details';
import { FaceDetails } from './face-details';
import { ParticipationDetails } from './participation-details';
import { PrudenceDetails } from './prudence-details';
import { FsspDetails, PhoneDetails, SudDetails } from './person-details';
import { ReputationDetails } from './reputation-details';
import { RiskDetails } from './risk-details';
import { TrustPersonDetails } from './trust-person-details';

/**
 * What a check found, under its verdict. `view.result` is the answer already parsed by the check's
 * schema (`standingOfAnswer`), so it is that check's `CheckFinding`.
 */
export function CheckDetails({ view, subject }: { view: CheckView; subject?: Record<string, unknown> }) {
  if (!view.result) return null;
  const finding = { check: view.check, result: view.result } as CheckFinding;
  switch (finding.check) {
    case 'risk':
      return <RiskDetails result={finding.result} subject={subject} />;
    case 'osago':
      return <OsagoDetails result={finding.result} today={view.today} />;
    case 'driver':
      return <DriverDetails result={finding.result} today={view.today} />;
    case 'passport_complex':
      return <PassportDetails result={finding.result} />;
    case 'phone':
      return <PhoneDetails result={finding.result} />;
    case 'fssp':
      return <FsspDetails result={finding.result} />;
    case 'sud':
      return <SudDetails result={finding.result} />;
    case 'trust_person':
      return <TrustPersonDetails result={finding.result} />;
    case 'reputation':
      return <ReputationDetails result={finding.result} />;
    case 'participant':
      return <ParticipationDetails result={finding.result} />;
    case 'face':
      return <FaceDetails result={finding.result} />;
    case 'find_ati_su_id':
      return <AtiIdsDetails result={finding.result} />;
    case 'prudence':
      return <PrudenceDetails result={finding.result} />;
    case 'consistency':
      return <ConsistencyDetails result={finding.result} subject={subject} />;
    default:
      return null;
  }
}
