import type { UserType } from '@conecta/common';

/**
 * What each demo account may do, as the reference page describes it (spec §6), told as the product
 * stands (issue 25): each line is something the account can do on a screen today — not the
 * reference text's promises (services, photo galleries) before they exist.
 */
export const PERMISSIONS: Partial<Record<UserType, string[]>> = {
  admin: [
    'Modera vagas, cursos e eventos enviados pelas empresas',
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
    'Troca mensagens com profissionais e estudantes',
  ],
  professional: [
    'Edita o próprio perfil e o portfólio (imagens e PDFs de projetos)',
    'Registra certificações NR e o CREA ou CRT',
    'Candidata-se a vagas',
    'Salva favoritos e cria alertas de vagas',
    'Exporta os próprios dados',
    'Troca mensagens e se inscreve em cursos e eventos',
  ],
  student: [
    'As mesmas permissões do profissional',
    'Estágios em destaque nas vagas recomendadas',
  ],
};
