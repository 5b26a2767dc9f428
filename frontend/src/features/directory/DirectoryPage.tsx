/**
 * /profissionais (spec §2 directory): tabs Estudantes, Profissionais, Empresas
 * over the user directory (/api/users?userType=). The tab and the filters live
 * in the URL (?tab=student|professional|company). Cards show at most 3 skills
 * and 2 energy areas (spec §9, user directory).
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { DIRECTORY_USER_TYPES, type DirectoryUserType } from '@conecta/common';
import { liveParams, withFilter } from '../../lib/urlFilters';
import { DirectoryList } from './DirectoryList';
import { PageFrame } from '../../components/PageFrame';
import { ServerKept } from '../../components/ServerKept';

const TABS: Record<DirectoryUserType, { label: string; search: string; noun: readonly [string, string] }> = {
  student: { label: 'Estudantes', search: 'Buscar estudantes', noun: ['estudante encontrado', 'estudantes encontrados'] },
  professional: { label: 'Profissionais', search: 'Buscar profissionais', noun: ['profissional encontrado', 'profissionais encontrados'] },
  company: { label: 'Empresas', search: 'Buscar empresas', noun: ['empresa encontrada', 'empresas encontradas'] },
};
const DEFAULT_TAB: DirectoryUserType = 'professional';

function readTab(params: URLSearchParams): DirectoryUserType {
  const raw = params.get('tab');
  return (DIRECTORY_USER_TYPES as readonly string[]).includes(raw ?? '') ? (raw as DirectoryUserType) : DEFAULT_TAB;
}

function DirectoryTabs({ tab, onChange }: { tab: DirectoryUserType; onChange: (tab: DirectoryUserType) => void }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={tab}
        onChange={(_event, value: DirectoryUserType) => onChange(value)}
        aria-label="Tipo de perfil"
        variant="fullWidth"
      >
        {DIRECTORY_USER_TYPES.map((type) => (
          <Tab key={type} value={type} label={TABS[type].label} id={`diretorio-aba-${type}`} aria-controls="diretorio-painel" />
        ))}
      </Tabs>
    </Box>
  );
}

export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);

  return (
    <PageFrame width="lg" title="Profissionais" lead="Encontre estudantes, profissionais e empresas do setor de energia." headingGap={2}>
      {/* Drawn from the tab alone: on the server, once per tab and kept (ServerKept, decision 0038). */}
      <ServerKept>
        <DirectoryTabs tab={tab} onChange={(value) => setParams(withFilter(liveParams(), 'tab', value === DEFAULT_TAB ? '' : value))} />
      </ServerKept>
      <Box role="tabpanel" id="diretorio-painel" aria-labelledby={`diretorio-aba-${tab}`}>
        <DirectoryList source="users" fixed={{ userType: tab }} searchLabel={TABS[tab].search} maxSkills={3} maxAreas={2} noun={TABS[tab].noun} />
      </Box>
    </PageFrame>
  );
}
