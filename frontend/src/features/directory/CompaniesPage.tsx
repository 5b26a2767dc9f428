/**
 * /empresas (spec §2 directory): companies only, from the professionals
 * directory (/api/profissionais?professionalType=company), whose cards show 3
 * energy areas and 4 skills (spec §9).
 */
import { DirectoryList } from './DirectoryList';
import { PageFrame } from '../../components/PageFrame';

export default function CompaniesPage() {
  return (
    <PageFrame width="lg" title="Empresas" lead="Empresas do setor de energia: geração, transmissão, distribuição e serviços.">
      <DirectoryList source="profissionais" fixed={{ professionalType: 'company' }} searchLabel="Buscar empresas" maxSkills={4} maxAreas={3} noun={['empresa encontrada', 'empresas encontradas']} />
    </PageFrame>
  );
}
