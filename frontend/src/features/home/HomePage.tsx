/**
 * `/` (spec §2 route table): the visitor home, or the dashboard for a signed-in
 * user. Each is its own chunk, so visitors never download the dashboard.
 */
import { lazy } from 'react';
import { useCurrentUser } from '../auth/session';

const VisitorHome = lazy(() => import('./VisitorHome'));
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));

export default function HomePage() {
  const { user } = useCurrentUser();
  return user ? <DashboardPage /> : <VisitorHome />;
}
