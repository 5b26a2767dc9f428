/**
 * /admin (spec §2 Admin panel): stat cards and six tabs — content moderation, the registrations'
 * verifications (issue 24), users, partners, analytics, settings (the audit log lives in settings). The tab is kept in the URL (?aba=) so a
 * reload or a shared link opens the same one. Each tab is its own file and fetches its own data
 * only while shown.
 */
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageHeading } from '../../components/PageHeading';
import { useAdminGuard } from './useAdminGuard';
import { StatCards } from './StatCards';
import ModerationTab from './ModerationTab';
import UsersTab from './UsersTab';
import PartnersTab from './PartnersTab';
import AnalyticsTab from './AnalyticsTab';
import SettingsTab from './SettingsTab';
import VerificationsTab from '../verifications/VerificationsTab';
import PublishedTab from '../takedown/PublishedTab';
import ShowcaseTab from './ShowcaseTab';

export const ADMIN_TABS = [
  { id: 'moderacao', label: 'Moderação de conteúdo', Panel: ModerationTab },
  // Next to moderation: the same kind of work, a pending list to decide.
  { id: 'verificacoes', label: 'Verificações', Panel: VerificationsTab },
  // Issue 25: the home's 'Oportunidades em destaque', featured by an admin.
  { id: 'destaques', label: 'Destaques', Panel: ShowcaseTab },
  // Issue 25: what is published, taken down ('Retirar do ar') and republished.
  { id: 'publicacoes', label: 'Publicações', Panel: PublishedTab },
  { id: 'usuarios', label: 'Usuários', Panel: UsersTab },
  { id: 'parceiros', label: 'Parceiros', Panel: PartnersTab },
  { id: 'analises', label: 'Análises', Panel: AnalyticsTab },
  { id: 'configuracoes', label: 'Configurações', Panel: SettingsTab },
] as const;

export default function AdminPage() {
  const access = useAdminGuard();
  const [params, setParams] = useSearchParams();
  if (access.state !== 'admin') return <LoadingScreen />;

  const current = ADMIN_TABS.find((tab) => tab.id === params.get('aba')) ?? ADMIN_TABS[0];
  const { Panel } = current;
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title="Painel Administrativo" lead="Modere conteúdo, gerencie usuários, parceiros e configurações do site." mb={3} />
      <StatCards />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
        <Tabs
          value={current.id}
          onChange={(_, id: string) => setParams({ aba: id }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Seções do painel"
        >
          {ADMIN_TABS.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={tab.label} id={`aba-${tab.id}`} aria-controls={`painel-${tab.id}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`painel-${current.id}`} aria-labelledby={`aba-${current.id}`} sx={{ pt: 3 }}>
        <Panel />
      </Box>
    </Container>
  );
}
