import { Outlet } from 'react-router';
import { paths } from '../paths';
import { SectionTabs } from './section-tabs';

const tabs = [
  { to: paths.analysisCargo, label: 'nav.analysis_cargo' },
  { to: paths.analysisIncidents, label: 'nav.analysis_incidents' },
  { to: paths.analysisGeo, label: 'nav.analysis_geo' },
  { to: paths.analysisDamage, label: 'nav.analysis_damage' },
  { to: paths.analysisRating, label: 'nav.analysis_rating' },
];

/** /analysis/*: the five tabs of SPEC §2; each tab's page is owned by the analysis feature. */
export function AnalysisLayout() {
  return (
    <>
      <SectionTabs tabs={tabs} label="nav.analysis" />
      <Outlet />
    </>
  );
}
