/**
 * /privacidade (issue 26, LGPD): what the platform collects, why, for how long, the person's rights
 * (art. 18) and how to exercise them ('Meus dados' on the profile), and who the encarregado is.
 * Drawn on the server for a visitor (the footer's link, the sign-up's consent box).
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DPO_EMAIL, INACTIVE_PURGE_DAYS_DEFAULT, PRIVACY_VERSION } from '@conecta/common';
import { LegalPage, Section } from './LegalLayout';

const years = Math.round(INACTIVE_PURGE_DAYS_DEFAULT / 365);

export default function PrivacyPage() {
  return (
    <LegalPage title="Política de Privacidade" version={PRIVACY_VERSION}>
      <Typography>
        A Conecta Energia é uma rede profissional do setor de energia. Esta política explica quais dados pessoais tratamos, para quê, por quanto tempo e como você
        exerce seus direitos, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).
      </Typography>

      <Section title="1. Quais dados coletamos">
        <ul>
          <li>
            <strong>Conta:</strong> nome, sobrenome, e-mail, senha (guardada apenas como hash), tipo de conta e a data em que você aceitou os Termos de Uso e esta
            política.
          </li>
          <li>
            <strong>Perfil:</strong> o que você decide informar — telefone, cidade, biografia, cargo, empresa, site, formação, experiência, competências, áreas de
            energia, foto e portfólio.
          </li>
          <li>
            <strong>Qualificações:</strong> certificações (NR-10, NR-35 e outras) com seus certificados, e registros profissionais (CREA, CRT, CNPJ) com os documentos
            enviados para verificação.
          </li>
          <li>
            <strong>Uso da plataforma:</strong> candidaturas e cartas de apresentação, inscrições em cursos e eventos, favoritos, alertas de vagas, contatos, mensagens
            trocadas, denúncias e bloqueios, notificações.
          </li>
          <li>
            <strong>Dados técnicos:</strong> sessões ativas (navegador e dispositivo), data do último acesso e endereço IP usado para limitar tentativas abusivas.
          </li>
        </ul>
      </Section>

      <Section title="2. Para que usamos">
        <ul>
          <li>Prestar o serviço que você pediu ao criar a conta: perfil público, busca, vagas, candidaturas, cursos, eventos e mensagens (execução de contrato).</li>
          <li>Verificar registros profissionais e certificações, para que empresas e candidatos confiem nas informações exibidas (legítimo interesse).</li>
          <li>Enviar os e-mails e notificações que você ativou, como alertas de vagas e avisos sobre suas candidaturas.</li>
          <li>Proteger a plataforma: limitar tentativas de acesso, moderar conteúdo e registrar as decisões dos administradores (obrigação legal e legítimo interesse).</li>
        </ul>
        <Typography>Não vendemos seus dados. Seu e-mail e telefone só aparecem no perfil público se você escolher mostrá-los.</Typography>
      </Section>

      <Section title="3. Por quanto tempo guardamos">
        <ul>
          <li>Enquanto sua conta existir, guardamos os dados do seu perfil e do seu uso da plataforma.</li>
          <li>
            Candidaturas e alertas de vagas de contas sem nenhum acesso por {years} anos são apagados automaticamente.
          </li>
          <li>Sessões sem uso por alguns dias são encerradas sozinhas; arquivos de exportação ficam disponíveis por 7 dias.</li>
          <li>
            Ao excluir a conta, seus dados pessoais são apagados na hora. O registro das decisões dos administradores é mantido, sem seus dados pessoais, pelo prazo
            exigido em lei.
          </li>
        </ul>
      </Section>

      <Section title="4. Seus direitos (LGPD, art. 18)">
        <Typography>Você pode, a qualquer momento:</Typography>
        <ul>
          <li>confirmar que tratamos seus dados e acessá-los;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei;</li>
          <li>receber seus dados em formato portável;</li>
          <li>eliminar os dados tratados com seu consentimento e revogar esse consentimento;</li>
          <li>saber com quem compartilhamos seus dados e as consequências de não consentir.</li>
        </ul>
      </Section>

      <Section title="5. Como exercer seus direitos">
        <Typography>
          No seu <Link href="/profile#meus-dados">perfil</Link>, em <strong>Meus dados</strong>: edite seu perfil, exporte um arquivo com tudo o que guardamos sobre
          você (&lsquo;Exportar meus dados&rsquo;) ou exclua sua conta (&lsquo;Excluir minha conta&rsquo;, confirmada com a sua senha). Para qualquer outro pedido,
          escreva ao encarregado.
        </Typography>
      </Section>

      <Section title="6. Encarregado pelo tratamento de dados (DPO)">
        <Typography>
          Fale com o encarregado da Conecta Energia pelo e-mail <Link href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</Link>. Respondemos em até 15 dias. Você também pode
          reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </Typography>
      </Section>

      <Section title="7. Alterações">
        <Typography>
          Quando esta política mudar, a nova versão terá outra data e pediremos novamente o seu aceite. Veja também os <Link href="/termos">Termos de Uso</Link>.
        </Typography>
      </Section>
    </LegalPage>
  );
}
