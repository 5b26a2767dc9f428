import type { UserType } from '@conecta/common';

/**
 * What each demo account may do, as the reference page describes it (spec §6), told as the product
 * stands (issue 25): each line is something the account can do on a screen today — not the
 * reference text's promises before they exist (removing a company's whole page is not built yet).
 */
export const PERMISSIONS: Partial<Record<UserType, string[]>> = {
  admin: [
    'Modera vagas, cursos, eventos e serviços enviados',
    'Retira do ar (com motivo) e republica vagas, cursos, eventos e serviços publicados, ou a página inteira de uma empresa ou profissional',
    'Destaca vagas, cursos e eventos na página inicial',
    'Verifica registros profissionais (CREA, CRT) e CNPJs',
    'Gerencia usuários: verifica, suspende e concede ou remove o acesso de administrador',
    'Edita fotos e textos da página inicial e as configurações do site',
    'Consulta o registro de auditoria e as análises da plataforma',
  ],
  company: [
    'Publica vagas (sem revisão, quando verificada e o site permite)',
    'Envia cursos e eventos para aprovação e acompanha cada um',
    'Vê os candidatos às suas vagas e move cada candidatura',
    'Registra o CNPJ para o selo Empresa verificada',
    'Oferece serviços (instalação, O&M, projetos, consultoria), revisados antes de publicar',
    'Troca mensagens com profissionais e estudantes',
  ],
  professional: [
    'Edita o próprio perfil e o portfólio (galerias de fotos e PDFs de projetos)',
    'Oferece serviços e recebe pedidos de orçamento por mensagem',
    'Registra certificações NR e o CREA ou CRT',
    'Candidata-se a vagas',
    'Salva favoritos e cria alertas de vagas',
    'Exporta os próprios dados',
    'Troca mensagens e se inscreve em cursos e eventos',
  ],
  student: [
    'As mesmas permissões do profissional, exceto oferecer serviços',
    'Estágios em destaque nas vagas recomendadas',
  ],
};
