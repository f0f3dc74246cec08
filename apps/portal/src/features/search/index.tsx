import { lazy, Suspense } from 'react';
import type { Feature } from '../../app/features';

const GlobalSearch = lazy(() => import('./GlobalSearch').then((m) => ({ default: m.GlobalSearch })));

/** The header's search over suppliers, brands, documents and news (beyond the spec). */
export const searchFeature: Feature = {
  id: 'search',
  headerActions: (
    <Suspense fallback={null}>
      <GlobalSearch />
    </Suspense>
  ),
};
