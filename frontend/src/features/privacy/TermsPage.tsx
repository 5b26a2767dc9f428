/** /termos (issue 26): the terms of use the sign-up's consent box names, drawn on the server for a visitor. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DPO_EMAIL, TERMS_VERSION } from '@conecta/common';
import { LegalPage, Section } from './LegalLayout';

export default function TermsPage() {
  return (
    <LegalPage title="Termos de Uso" version={TERMS_VERSION}>
      <Typography>
        Estes termos regem o uso da Conecta Energia, rede profissional do setor de energia que reúne estudantes, profissionais e empresas. Ao criar uma conta, você
        concorda com eles e com a <Link href="/privacidade">Política de Privacidade</Link>.
      </Typography>

      <Section title="1. Sua conta">
        <ul>
          <li>Informe dados verdadeiros e mantenha sua senha em segredo; você responde pelo que for feito com a sua conta.</li>
          <li>Cada pessoa ou empresa mantém uma única conta. Contas de empresa representam uma pessoa jurídica real.</li>
          <li>Você pode excluir sua conta a qualquer momento em Meus dados, no seu perfil.</li>
        </ul>
      </Section>

      <Section title="2. O que você publica">
        <ul>
          <li>Perfis, vagas, cursos, eventos e mensagens devem ser verdadeiros, respeitosos e relacionados ao setor de energia.</li>
          <li>Não publique conteúdo ilegal, discriminatório, enganoso, spam ou dados pessoais de terceiros sem autorização.</li>
          <li>Vagas, cursos e eventos de empresas podem passar por moderação antes de serem publicados.</li>
          <li>Certificações e registros profissionais enviados para verificação devem ser seus e autênticos.</li>
        </ul>
      </Section>

      <Section title="3. Moderação">
        <Typography>
          Podemos recusar ou remover conteúdo e suspender contas que descumpram estes termos. As decisões dos administradores ficam registradas.
        </Typography>
      </Section>

      <Section title="4. Responsabilidades">
        <Typography>
          A Conecta Energia aproxima pessoas e empresas, mas não participa dos processos seletivos, cursos ou eventos anunciados e não garante contratação. Cada
          anunciante responde pelo que publica.
        </Typography>
      </Section>

      <Section title="5. Contato e alterações">
        <Typography>
          Dúvidas sobre estes termos: <Link href="/contato">Contato</Link>; sobre seus dados: <Link href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</Link>. Quando estes termos
          mudarem, a nova versão terá outra data e pediremos novamente o seu aceite.
        </Typography>
      </Section>
    </LegalPage>
  );
}
