import type { UserType } from '@conecta/common';

/** What each demo account may do, as the reference page describes it (spec §6). */
export const PERMISSIONS: Partial<Record<UserType, string[]>> = {
  admin: [
    'Acesso completo ao backend',
    'Gerencia usuários e permissões',
    'Adiciona ou remove empresas, vagas, cursos e eventos',
    'Edita fotos e textos do front-end',
  ],
  company: [
    'Publica serviços',
    'Publica vagas',
    'Cria cursos e palestras',
    'Vê os candidatos às suas vagas',
    'Visualiza perfis para contato',
  ],
  professional: [
    'Edita o próprio perfil',
    'Anexa PDFs de projetos',
    'Mantém uma galeria de fotos',
    'Candidata-se a vagas',
    'Oferece serviços',
    'Visualiza cursos e eventos',
  ],
  student: [
    'Mesmas permissões do profissional',
    'Edita o próprio perfil e candidata-se a vagas e estágios',
    'Visualiza cursos e eventos (com redirecionamento para a página de acesso)',
  ],
};
