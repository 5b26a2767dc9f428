/**
 * Conversations between the demo accounts and other members. Each script is
 * a list of messages; the conversation document is derived from it (last
 * message, per-participant unread counts), exactly as the messaging service
 * maintains it on send and read.
 */
import type { ConversationFields } from '@conecta/backend/models/conversation';
import type { MessageFields } from '@conecta/backend/models/message';
import { conversationKey } from '@conecta/backend/models/conversation';
import type { SeedContext, SeedDoc } from '../context';
import { stableId } from '../random';
import type { SeededUsers, UserSeed } from './users';

const MINUTE_MS = 60 * 1000;

interface Script {
  a: UserSeed;
  b: UserSeed;
  /** Minutes before now of the first message. */
  startedMinutesAgo: number;
  /** The receiver has read everything except the last `unread` messages. */
  unread: number;
  lines: Array<['a' | 'b', string, /* minutes after previous */ number]>;
}

export interface Conversations {
  conversations: SeedDoc<ConversationFields>[];
  messages: SeedDoc<MessageFields>[];
}

function scripts(users: SeededUsers): Script[] {
  const pro = users.professional;
  const student = users.student;
  const company = users.company;
  const admin = users.admin;
  const [mentor, peer, engineer] = users.professionals;
  const ventos = users.companies.get('ventosNordeste')?.user;
  const [otherStudent] = users.students;
  if (!mentor || !peer || !engineer || !ventos || !otherStudent) throw new Error('seed data: missing users for conversations');
  return [
    {
      a: company, b: pro, startedMinutesAgo: 3 * 24 * 60, unread: 2,
      lines: [
        ['a', 'Olá, Carlos! Vimos sua candidatura para Engenheiro(a) de Projetos Fotovoltaicos. Podemos conversar esta semana?', 0],
        ['b', 'Olá! Claro, tenho disponibilidade na quinta-feira à tarde.', 42],
        ['a', 'Perfeito. Quinta às 15h por videochamada funciona para você?', 18],
        ['b', 'Combinado. Obrigado pelo retorno!', 7],
        ['a', 'Nós que agradecemos. Vou enviar o link da reunião por aqui.', 60 * 20],
        ['a', 'Link da reunião: https://meet.conectaenergia.com.br/solaris-entrevista', 3],
      ],
    },
    {
      a: company, b: student, startedMinutesAgo: 5 * 24 * 60, unread: 1,
      lines: [
        ['b', 'Boa tarde! Me candidatei ao Estágio em Engenharia Solar. A vaga aceita estudantes do 7º período?', 0],
        ['a', 'Boa tarde, Beatriz! Aceita sim. O estágio é de 6 horas por dia, no nosso escritório em Fortaleza.', 95],
        ['b', 'Ótimo! Estou em Natal, mas tenho interesse em me mudar. Há auxílio-moradia?', 30],
        ['a', 'Não temos auxílio-moradia, mas a bolsa foi reajustada este ano. Vamos analisar seu currículo e retornamos até sexta.', 60 * 26],
      ],
    },
    {
      a: pro, b: peer, startedMinutesAgo: 12 * 24 * 60, unread: 0,
      lines: [
        ['a', `Oi, ${peer.firstName}! Você já usou o PVsyst para simular usinas com rastreadores de um eixo?`, 0],
        ['b', 'Oi, Carlos! Já sim. O segredo é configurar bem o backtracking e o albedo do terreno.', 120],
        ['a', 'Valeu pela dica! Vou refazer a simulação com essas configurações.', 15],
      ],
    },
    {
      a: student, b: mentor, startedMinutesAgo: 2 * 24 * 60, unread: 1,
      lines: [
        ['a', `Olá, ${mentor.firstName}! Vi seu perfil e gostaria de uma orientação sobre certificações para começar na área.`, 0],
        ['b', 'Olá, Beatriz! Comece pela NR-10 e NR-35; para eólica, o GWO BST faz muita diferença no currículo.', 240],
        ['a', 'Muito obrigada! O curso de NR-10 da plataforma serve?', 10],
        ['b', 'Serve sim, é um ótimo começo. Depois me conte como foi!', 60 * 8],
      ],
    },
    {
      a: admin, b: company, startedMinutesAgo: 20 * 24 * 60, unread: 0,
      lines: [
        ['a', 'Olá, equipe Solaris! O perfil da empresa foi verificado. Agora suas vagas exibem o selo de empresa verificada.', 0],
        ['b', 'Excelente notícia, obrigado! Vamos publicar novas vagas ainda este mês.', 55],
      ],
    },
    {
      a: ventos, b: company, startedMinutesAgo: 26 * 60, unread: 1,
      lines: [
        ['a', 'Olá! Estamos estruturando um projeto híbrido eólico-solar no RN e buscamos uma integradora parceira. Teriam interesse?', 0],
        ['b', 'Olá! Temos interesse sim. Podem nos enviar o escopo e o cronograma?', 90],
        ['a', 'Claro. Enviamos por e-mail hoje. Podemos marcar uma reunião na próxima semana?', 60 * 3],
      ],
    },
    {
      a: engineer, b: otherStudent, startedMinutesAgo: 7 * 24 * 60, unread: 0,
      lines: [
        ['b', 'Olá! Vi que você trabalha com proteção de sistemas elétricos. Qual livro recomenda para começar?', 0],
        ['a', 'Olá! Recomendo começar por Proteção de Sistemas Elétricos de Potência, do Geraldo Kindermann.', 300],
        ['b', 'Obrigado! Vou procurar na biblioteca.', 20],
      ],
    },
  ];
}

export function buildConversations(ctx: SeedContext, users: SeededUsers): Conversations {
  const conversations: Conversations['conversations'] = [];
  const messages: Conversations['messages'] = [];
  scripts(users).forEach((script, c) => {
    const key = conversationKey(script.a._id, script.b._id);
    let at = ctx.now.getTime() - script.startedMinutesAgo * MINUTE_MS;
    const unread = new Map<string, number>([
      [String(script.a._id), 0],
      [String(script.b._id), 0],
    ]);
    script.lines.forEach(([from, content, after], i) => {
      at += after * MINUTE_MS;
      const sender = from === 'a' ? script.a : script.b;
      const receiver = from === 'a' ? script.b : script.a;
      const isUnread = i >= script.lines.length - script.unread;
      if (isUnread) unread.set(String(receiver._id), (unread.get(String(receiver._id)) ?? 0) + 1);
      const createdAt = new Date(at);
      messages.push({
        _id: stableId('message', messages.length + 1),
        conversationKey: key,
        senderId: sender._id,
        receiverId: receiver._id,
        content,
        clientId: `seed-${c + 1}-${i + 1}`,
        readAt: isUnread ? null : new Date(at + 5 * MINUTE_MS),
        createdAt,
      });
    });
    const last = messages[messages.length - 1]!;
    const first = messages[messages.length - script.lines.length]!;
    conversations.push({
      _id: stableId('conversation', c + 1),
      key,
      participants: [script.a._id, script.b._id],
      lastMessage: { content: last.content!, senderId: last.senderId!, createdAt: last.createdAt! },
      unreadCounts: unread,
      createdAt: first.createdAt!,
      updatedAt: last.createdAt!,
    });
  });
  return { conversations, messages };
}
