/**
 * `/` (spec §2 route table): the visitor home, or the dashboard for a signed-in
 * user. Each is its own chunk, so visitors never download the dashboard.
 */
import { lazyModule } from '../../app/lazyModules';
import { useCurrentUser } from '../auth/session';

const VisitorHome = lazyModule('home/VisitorHome', () => import('./VisitorHome'));
const DashboardPage = lazyModule('dashboard/DashboardPage', () => import('../dashboard/DashboardPage'));

export default function HomePage() {
  const { user } = useCurrentUser();
  return user ? <DashboardPage /> : <VisitorHome />;
}
