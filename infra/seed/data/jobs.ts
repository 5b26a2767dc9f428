/**
 * Jobs and internships. Each row names its employer: a company key of
 * companies.ts (the listing belongs to that company account) or a third-party
 * employer (no account, companyId null). Descriptions and requirements are
 * composed from the job function, energy area, job type and work type.
 */
import type { CredentialCode, EnergyArea, JobFunction, JobStatus, JobType, RequirableRegistration, WorkType } from '@conecta/common';
import type { JobFields } from '@conecta/backend/models/job';
import type { SeedContext, SeedDoc } from '../context';
import { dayOffset, int, logoFor, notAfter, stableId } from '../random';
import type { THIRD_PARTY_EMPLOYERS } from './companies';
import { CITIES, place, type CityKey } from './places';
import type { SeededUsers } from './users';

export type JobSeed = SeedDoc<JobFields>;

type Employer = string | (typeof THIRD_PARTY_EMPLOYERS)[number];
type Row = [
  title: string,
  area: EnergyArea,
  fn: JobFunction,
  type: JobType,
  work: WorkType,
  city: CityKey,
  employer: Employer,
  salary: [string, string] | null,
  status?: JobStatus,
];

const ROWS: Row[] = [
  ['Engenheiro(a) de Projetos Fotovoltaicos', 'solar', 'Engenheiro', 'emprego', 'híbrido', 'fortaleza', 'solaris', ['7500', '11000']],
  ['Instalador(a) de Sistemas Solares', 'solar', 'Instalador', 'emprego', 'presencial', 'fortaleza', 'solaris', ['2800', '3800']],
  ['Estágio em Engenharia Solar', 'solar', 'Engenheiro', 'estágio', 'presencial', 'fortaleza', 'solaris', ['1600', '1800']],
  ['Consultor(a) Comercial de Energia Solar', 'solar', 'Consultor', 'freelance', 'remoto', 'fortaleza', 'solaris', null],
  ['Técnico(a) em Eficiência Energética', 'eficiência', 'Técnico', 'temporário', 'presencial', 'fortaleza', 'solaris', ['3200', '4000']],
  ['Analista de Monitoramento de Usinas Solares', 'solar', 'Analista', 'emprego', 'remoto', 'fortaleza', 'solaris', ['4200', '5500'], 'pending'],
  ['Técnico(a) de Manutenção de Aerogeradores', 'eólica', 'Técnico', 'emprego', 'presencial', 'natal', 'ventosNordeste', ['4500', '6200']],
  ['Estágio em Operação de Parques Eólicos', 'eólica', 'Operador', 'estágio', 'presencial', 'natal', 'ventosNordeste', ['1800', '2000']],
  ['Engenheiro(a) de Transmissão', 'transmissão', 'Engenheiro', 'emprego', 'híbrido', 'natal', 'ventosNordeste', ['9000', '13000']],
  ['Eletricista de Montagem de Usina Solar', 'solar', 'Eletricista', 'temporário', 'presencial', 'petrolina', 'sertaoSolar', ['2900', '3500']],
  ['Engenheiro(a) de Comissionamento Fotovoltaico', 'solar', 'Engenheiro', 'temporário', 'presencial', 'juazeiro', 'sertaoSolar', ['8000', '10000']],
  ['Estágio em Planejamento de Obras', 'solar', 'Analista', 'estágio', 'presencial', 'petrolina', 'sertaoSolar', ['1500', '1700']],
  ['Operador(a) de PCH', 'hidrelétrica', 'Operador', 'emprego', 'presencial', 'fozDoIguacu', 'hidrotec', ['3800', '4800']],
  ['Engenheiro(a) Hidráulico Sênior', 'hidrelétrica', 'Engenheiro', 'emprego', 'híbrido', 'curitiba', 'hidrotec', ['12000', '16000']],
  ['Operador(a) de Caldeira de Biomassa', 'biomassa', 'Operador', 'emprego', 'presencial', 'ribeiraoPreto', 'biocana', ['3500', '4500']],
  ['Estágio em Biogás e Biometano', 'biomassa', 'Analista', 'estágio', 'presencial', 'campinas', 'biocana', ['1900', '2100']],
  ['Consultor(a) em Créditos de Carbono', 'biomassa', 'Consultor', 'freelance', 'remoto', 'saoPaulo', 'biocana', null],
  ['Eletricista de Subestação', 'elétrica', 'Eletricista', 'emprego', 'presencial', 'portoAlegre', 'eletroSul', ['3600', '4600']],
  ['Técnico(a) em Montagem de Linhas de Transmissão', 'transmissão', 'Técnico', 'temporário', 'presencial', 'florianopolis', 'eletroSul', ['4000', '5200']],
  ['Engenheiro(a) de Proteção e Controle', 'elétrica', 'Engenheiro', 'emprego', 'híbrido', 'portoAlegre', 'eletroSul', ['10000', '14000']],
  ['Técnico(a) de Comissionamento de Subestações', 'transmissão', 'Técnico', 'temporário', 'presencial', 'teresina', 'eletroSul', ['4500', '5500'], 'rejected'],
  ['Técnico(a) Eólico com Certificação GWO', 'eólica', 'Técnico', 'temporário', 'presencial', 'mossoro', 'potiguarEolica', ['4200', '5000']],
  ['Estágio Técnico em Eletromecânica', 'eólica', 'Técnico', 'estágio', 'presencial', 'mossoro', 'potiguarEolica', ['1200', '1400']],
  ['Engenheiro(a) de Manutenção de Usina Hidrelétrica', 'hidrelétrica', 'Engenheiro', 'emprego', 'presencial', 'portoVelho', 'amazoniaHidro', ['11000', '15000']],
  ['Analista de Meio Ambiente', 'hidrelétrica', 'Analista', 'emprego', 'híbrido', 'manaus', 'amazoniaHidro', ['5500', '7000']],
  ['Analista de Eficiência Energética', 'eficiência', 'Analista', 'emprego', 'híbrido', 'saoPaulo', 'geraMais', ['5000', '7000']],
  ['Consultor(a) de Mercado Livre de Energia', 'eficiência', 'Consultor', 'freelance', 'remoto', 'saoPaulo', 'geraMais', null],
  ['Estágio em Gestão de Energia', 'eficiência', 'Analista', 'estágio', 'híbrido', 'campinas', 'geraMais', ['2000', '2200']],
  ['Analista de Recurso Eólico e Solar', 'eólica', 'Analista', 'emprego', 'remoto', 'salvador', 'caatinga', ['6500', '9000']],
  ['Instalador(a) de Torres Anemométricas', 'eólica', 'Instalador', 'temporário', 'presencial', 'caetite', 'caatinga', ['3000', '3600']],
  ['Operador(a) de Parque Eólico', 'eólica', 'Operador', 'emprego', 'presencial', 'parnaiba', 'caatinga', ['3900', '4700']],
  ['Eletricista de Redes de Distribuição', 'distribuição', 'Eletricista', 'emprego', 'presencial', 'beloHorizonte', 'mineiraDistribuicao', ['3300', '4200']],
  ['Estágio em Smart Grid', 'distribuição', 'Analista', 'estágio', 'híbrido', 'beloHorizonte', 'mineiraDistribuicao', ['1700', '1900']],
  ['Engenheiro(a) de Planejamento da Distribuição', 'distribuição', 'Engenheiro', 'emprego', 'híbrido', 'uberlandia', 'mineiraDistribuicao', ['9500', '12500'], 'pending'],
  ['Engenheiro(a) de Eólica Offshore', 'eólica', 'Engenheiro', 'emprego', 'remoto', 'portoAlegre', 'gauchaVentos', ['14000', '19000']],
  ['Técnico(a) de Operação de Gás Natural', 'gás natural', 'Técnico', 'emprego', 'presencial', 'salvador', 'baiaGas', ['4000', '5200']],
  ['Analista de Projetos de Biometano', 'gás natural', 'Analista', 'freelance', 'remoto', 'salvador', 'baiaGas', null, 'pending'],
  ['Engenheiro(a) de Segurança Nuclear', 'nuclear', 'Engenheiro', 'emprego', 'presencial', 'angra', 'atomoTec', ['13000', '17000']],
  ['Estágio em Engenharia Nuclear', 'nuclear', 'Técnico', 'estágio', 'presencial', 'rio', 'atomoTec', ['2200', '2400']],
  ['Instalador(a) Solar Fotovoltaico', 'solar', 'Instalador', 'freelance', 'presencial', 'curitiba', 'solVerde', null],
  ['Analista de Geração Compartilhada', 'solar', 'Analista', 'emprego', 'híbrido', 'curitiba', 'solVerde', ['4500', '6000']],
  ['Operador(a) de Usina Térmica a Biomassa', 'biomassa', 'Operador', 'temporário', 'presencial', 'manaus', 'manausTermica', ['3600', '4400']],
  ['Instrutor(a) de Cursos de Energia Solar', 'solar', 'Consultor', 'freelance', 'híbrido', 'recife', 'Instituto Senai de Energias Renováveis', ['4000', '6000']],
  ['Eletricista Instalador Residencial', 'eficiência', 'Eletricista', 'freelance', 'presencial', 'juazeiro', 'Cooperativa de Energia do Vale', null],
  ['Eletricista Industrial', 'elétrica', 'Eletricista', 'emprego', 'presencial', 'recife', 'Recife Elétrica Serviços', ['3200', '4000']],
  ['Cientista de Dados de Energia', 'distribuição', 'Analista', 'emprego', 'remoto', 'brasilia', 'Brasília Smart Energy', ['9000', '12000']],
  ['Estágio em Transmissão de Energia', 'transmissão', 'Engenheiro', 'estágio', 'presencial', 'brasilia', 'Brasília Smart Energy', ['1800', '2000']],
  ['Instalador(a) de Carregadores Veiculares', 'elétrica', 'Instalador', 'emprego', 'presencial', 'goiania', 'Brasília Smart Energy', ['3000', '3800'], 'pending'],
  ['Técnico(a) de Segurança Offshore', 'petróleo', 'Técnico', 'temporário', 'presencial', 'macae', 'Offshore Brasil Petróleo', ['6000', '8000']],
  ['Operador(a) de Produção Offshore', 'petróleo', 'Operador', 'emprego', 'presencial', 'rio', 'Offshore Brasil Petróleo', ['7000', '9500']],
  ['Engenheiro(a) de Usina Solar Flutuante', 'solar', 'Engenheiro', 'emprego', 'presencial', 'joaoPessoa', 'sertaoSolar', null],
  ['Técnico(a) de Manutenção de Subestação', 'elétrica', 'Técnico', 'emprego', 'presencial', 'belem', 'eletroSul', ['3800', '4900']],
];

const AREA_CONTEXT: Record<EnergyArea, string> = {
  solar: 'usinas solares fotovoltaicas e sistemas de geração distribuída',
  eólica: 'parques eólicos em operação e em implantação',
  elétrica: 'instalações elétricas industriais e subestações',
  biomassa: 'unidades de cogeração a biomassa e biogás',
  hidrelétrica: 'usinas hidrelétricas e pequenas centrais hidrelétricas (PCHs)',
  eficiência: 'projetos de eficiência energética para indústria e comércio',
  nuclear: 'instalações do setor nuclear, com rigorosos requisitos de segurança',
  'gás natural': 'redes e estações de gás natural e biometano',
  petróleo: 'plataformas e bases de apoio da indústria de óleo e gás',
  transmissão: 'linhas de transmissão e subestações de alta tensão',
  distribuição: 'redes de distribuição urbanas e rurais',
};

const FUNCTION_DUTIES: Record<JobFunction, string> = {
  Consultor: 'Você vai diagnosticar necessidades de clientes, elaborar propostas técnicas e comerciais e acompanhar a implantação das soluções.',
  Técnico: 'Você vai executar inspeções, manutenções preventivas e corretivas, registrar ocorrências e apoiar a engenharia em campo.',
  Instalador: 'Você vai montar estruturas, fixar equipamentos, fazer as conexões elétricas e entregar instalações seguras e organizadas.',
  Analista: 'Você vai coletar e analisar dados de operação, preparar relatórios e indicadores e apoiar decisões técnicas e de negócio.',
  Engenheiro: 'Você vai elaborar projetos, especificar equipamentos, coordenar equipes em campo e interagir com clientes, fornecedores e órgãos reguladores.',
  Eletricista: 'Você vai executar montagens e manutenções elétricas de baixa e média tensão, seguindo procedimentos e normas de segurança.',
  Operador: 'Você vai operar e supervisionar equipamentos em regime de turnos, realizar manobras e responder a alarmes e ocorrências.',
};

const FUNCTION_REQUIREMENTS: Record<JobFunction, string[]> = {
  Consultor: ['Experiência comprovada em consultoria no setor de energia', 'Boa comunicação e habilidade de negociação'],
  Técnico: ['Curso técnico em Eletrotécnica, Eletromecânica ou afins', 'Disponibilidade para viagens'],
  Instalador: ['Experiência com instalações elétricas', 'NR-35 (trabalho em altura) válida'],
  Analista: ['Formação superior em Engenharia, Economia ou áreas afins', 'Excel avançado; Power BI ou Python é um diferencial'],
  Engenheiro: ['Graduação em Engenharia com registro ativo no CREA', 'Domínio de AutoCAD e ferramentas de simulação'],
  Eletricista: ['NR-10 básico e SEP', 'Experiência com leitura de diagramas elétricos'],
  Operador: ['Curso técnico na área', 'Disponibilidade para trabalho em turnos'],
};

/**
 * Issue 24: what each function's job requires in checkable form, beside the words above — the
 * norms of the sector's field work, a CREA for engineers. Internships require nothing: a student
 * is hired to be trained.
 */
const FUNCTION_CREDENTIALS: Partial<Record<JobFunction, { credentials: CredentialCode[]; registration?: RequirableRegistration }>> = {
  Instalador: { credentials: ['nr10-basico', 'nr35'] },
  Eletricista: { credentials: ['nr10-basico', 'nr10-sep'] },
  Técnico: { credentials: ['nr10-basico'] },
  Engenheiro: { credentials: [], registration: 'crea' },
  Operador: { credentials: ['nr10-basico'] },
};

function requiredOf(fn: JobFunction, area: EnergyArea, type: JobType): { requiredCredentials: CredentialCode[]; requiredRegistration: RequirableRegistration | null } {
  const required = type === 'estágio' ? undefined : FUNCTION_CREDENTIALS[fn];
  const credentials = [...(required?.credentials ?? [])];
  // Wind turbines are climbed: NR-35 on every wind technician's job.
  if (required && area === 'eólica' && fn === 'Técnico') credentials.push('nr35');
  return { requiredCredentials: credentials, requiredRegistration: required?.registration ?? null };
}

const TYPE_TERMS: Record<JobType, string> = {
  estágio: 'Estágio de 6 horas diárias com bolsa-auxílio, auxílio-transporte e seguro de vida. Possibilidade de efetivação.',
  freelance: 'Contratação por projeto (PJ), com horários flexíveis e remuneração por entrega.',
  emprego: 'Contratação CLT com plano de saúde e odontológico, vale-refeição e participação nos lucros.',
  temporário: 'Contrato temporário de 6 meses para obra em andamento, com possibilidade de prorrogação.',
};

const WORK_TERMS: Record<WorkType, string> = {
  presencial: 'Trabalho presencial',
  remoto: 'Trabalho 100% remoto, com encontros presenciais eventuais',
  híbrido: 'Modelo híbrido, com 3 dias por semana no escritório',
};

export function buildJobs(ctx: SeedContext, users: SeededUsers): JobSeed[] {
  return ROWS.map((row, i) => {
    const [title, area, fn, type, work, city, employer, salary, status = 'approved'] = row;
    const account = users.companies.get(employer);
    const company = account ? account.company.name : employer;
    const requirements = [...FUNCTION_REQUIREMENTS[fn]];
    if (type === 'estágio') requirements.unshift('Cursando graduação ou curso técnico a partir do 3º período');
    if (area === 'eólica' && fn === 'Técnico') requirements.push('Certificação GWO (BST) ou disponibilidade para obtê-la');
    if (work !== 'presencial') requirements.push('Boa conexão de internet e autonomia para trabalho remoto');
    // Newest first roughly follows the table; pending ones arrived in the last days.
    const daysAgo = status === 'pending' ? i % 4 : (i * 7) % 58;
    const createdAt = notAfter(ctx.now, dayOffset(ctx.now, -daysAgo, 8 + (i % 10), (i * 13) % 60));
    const rated = i % 3 !== 2;
    return {
      _id: stableId('job', i + 1),
      title,
      company,
      companyId: account ? account.user._id : null,
      companyLogo: logoFor(company),
      location: place(city),
      jobType: type,
      energyArea: area,
      jobFunction: fn,
      workType: work,
      description:
        `${company} procura ${title} para atuar em ${AREA_CONTEXT[area]}, com base em ${CITIES[city].name}. ` +
        `${FUNCTION_DUTIES[fn]} ${TYPE_TERMS[type]} ${WORK_TERMS[work]}.`,
      requirements,
      ...requiredOf(fn, area, type),
      salaryMin: salary ? salary[0] : null,
      salaryMax: salary ? salary[1] : null,
      rating: rated ? Math.round((3.6 + ctx.rng() * 1.4) * 10) / 10 : 0,
      totalRatings: rated ? int(ctx.rng, 3, 85) : 0,
      status,
      applicationsCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
