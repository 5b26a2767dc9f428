/** The landing-page sections the admin editor manages (spec §3 Landing section). */
import type { LandingSectionFields } from '@conecta/backend/models/landingSection';
import type { SeedDoc } from '../context';
import { bannerFor, stableId } from '../random';

export function buildLandingSections(): SeedDoc<LandingSectionFields>[] {
  const rows: Array<Omit<SeedDoc<LandingSectionFields>, '_id'>> = [
    {
      sectionId: 'hero',
      name: 'Banner principal',
      visible: true,
      order: 1,
      content: {
        title: 'A rede profissional da energia no Brasil',
        subtitle: 'Solar, eólica, elétrica, biomassa e hidrelétrica em um só lugar',
        description: 'Encontre vagas exclusivas, cursos certificados e eventos de networking do setor de energia.',
        image: bannerFor('Conecta Energia', 'landing-hero'),
        buttonText: 'Cadastre-se grátis',
        buttonLink: '/auth',
      },
    },
    {
      sectionId: 'features',
      name: 'Recursos',
      visible: true,
      order: 2,
      content: {
        title: 'Tudo o que você precisa para crescer no setor',
        subtitle: 'Rede profissional especializada',
        description: 'Vagas e estágios, cursos gratuitos, eventos, diretório de profissionais e empresas e mensagens privadas.',
        image: '',
        buttonText: 'Ver vagas',
        buttonLink: '/vagas',
      },
    },
    {
      sectionId: 'partners',
      name: 'Parceiros',
      visible: true,
      order: 3,
      content: {
        title: 'Nossos parceiros',
        subtitle: 'Empresas e instituições que fortalecem o cluster de energia',
        description: '',
        image: '',
        buttonText: 'Seja um parceiro',
        buttonLink: '/contato',
      },
    },
    {
      sectionId: 'cta',
      name: 'Chamada final',
      visible: true,
      order: 4,
      content: {
        title: 'Pronto para se conectar?',
        subtitle: 'Junte-se a milhares de profissionais e empresas do setor',
        description: 'Crie seu perfil em poucos minutos e comece a receber oportunidades.',
        image: '',
        buttonText: 'Criar conta',
        buttonLink: '/auth',
      },
    },
  ];
  return rows.map((row, i) => ({ _id: stableId('landing', i + 1), ...row }));
}
