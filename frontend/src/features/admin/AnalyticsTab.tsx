/**
 * The admin panel's analytics tab (issue 13). The charts library is large: it is loaded only when
 * this tab opens, in a chunk of its own, so neither the main bundle nor the other tabs carry it.
 */
import { Suspense, lazy } from 'react';
import { SectionLoader } from '../../components/ListStates';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

export default function AnalyticsTab() {
  return (
    <Suspense fallback={<SectionLoader label="Carregando análises..." />}>
      <AnalyticsCharts />
    </Suspense>
  );
}
