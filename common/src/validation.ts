/**
 * Validation limits and their Portuguese messages (spec §5); the field rules
 * that both sides run are built from them in rules.ts.
 */

export const LIMITS = {
  nameMin: 2,
  nameMax: 80,
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  contactSubjectMin: 5,
  contactSubjectMax: 200,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  phoneMax: 40,
  companyMax: 120,
} as const;

export const MESSAGES = {
  firstNameMin: 'Nome deve ter pelo menos 2 caracteres',
  lastNameMin: 'Sobrenome deve ter pelo menos 2 caracteres',
  nameMin: 'Nome deve ter pelo menos 2 caracteres',
  nameMax: 'Nome deve ter no máximo 80 caracteres',
  emailInvalid: 'Email inválido',
  passwordMin: 'Senha deve ter pelo menos 6 caracteres',
  passwordMax: 'Senha deve ter no máximo 128 caracteres',
  passwordBlank: 'A senha não pode ter apenas espaços',
  passwordCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  userTypeInvalid: 'Tipo de usuário inválido',
  contactTypeRequired: 'Selecione o tipo de contato',
  subjectMin: 'Assunto deve ter pelo menos 5 caracteres',
  subjectMax: 'Assunto deve ter no máximo 200 caracteres',
  messageMin: 'Mensagem deve ter pelo menos 10 caracteres',
  messageMax: 'Mensagem deve ter no máximo 5000 caracteres',
  phoneMax: 'Telefone deve ter no máximo 40 caracteres',
  companyMax: 'Empresa deve ter no máximo 120 caracteres',
  fieldInvalid: 'Campo inválido',
  fieldUnknown: 'Campo não permitido',
  fieldRequired: 'Campo obrigatório',
} as const;

/** Changing one's password (POST /api/auth/password and the profile's 'Alterar senha'). */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Informe sua senha atual',
  currentWrong: 'Senha atual incorreta.',
  sameAsCurrent: 'A nova senha deve ser diferente da atual',
  confirmRequired: 'Confirme a nova senha',
  mismatch: 'As senhas não coincidem',
  tooManyAttempts: 'Muitas tentativas com a senha atual. Tente novamente em 15 minutos.',
  changed: 'Senha alterada com sucesso.',
} as const;

/** Pragmatic e-mail shape check, the same on both sides. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
