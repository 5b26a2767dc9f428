/**
 * /empresas (spec §2 directory): companies only, from the professionals
 * directory (/api/profissionais?professionalType=company), whose cards show 3
 * energy areas and 4 skills (spec §9).
 */
import Container from '@mui/material/Container';
import { DirectoryList } from './DirectoryList';
import { PageHeading } from '../../components/PageHeading';

export default function CompaniesPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading title="Empresas" lead="Empresas do setor de energia: geração, transmissão, distribuição e serviços." mb={3} />
      <DirectoryList source="profissionais" fixed={{ professionalType: 'company' }} searchLabel="Buscar empresas" maxSkills={4} maxAreas={3} noun={['empresa encontrada', 'empresas encontradas']} />
    </Container>
  );
}
