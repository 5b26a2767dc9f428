/** /test-skills and /test-skills-debug (spec §2): developer pages for the skills input. */
import { useState } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SkillsInput, type SkillsInputState } from '../../components/SkillsInput';

function DebugState({ state }: { state: SkillsInputState | null }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="estado-titulo" sx={{ mt: 3, p: 2 }}>
      <Typography id="estado-titulo" component="h2" variant="h6">
        Estado do componente
      </Typography>
      <dl aria-live="polite" data-testid="skills-state">
        <dt>Texto digitado</dt>
        <dd data-testid="state-text">{state?.text ?? ''}</dd>
        <dt>Lista de sugestões</dt>
        <dd data-testid="state-open">{state?.open ? 'aberta' : 'fechada'}</dd>
        <dt>Sugestões ({state?.suggestions.length ?? 0})</dt>
        <dd data-testid="state-suggestions">{state?.suggestions.map((s) => s.name).join(', ') || 'nenhuma'}</dd>
        <dt>Competências escolhidas ({state?.skills.length ?? 0})</dt>
        <dd data-testid="state-skills">{state?.skills.join(', ') || 'nenhuma'}</dd>
      </dl>
    </Paper>
  );
}

export function TestSkillsView({ debug }: { debug: boolean }) {
  const [skills, setSkills] = useState<string[]>([]);
  const [state, setState] = useState<SkillsInputState | null>(null);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {debug ? 'Teste de competências (depuração)' : 'Teste de competências'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Página de desenvolvimento do campo de competências.
      </Typography>
      <SkillsInput value={skills} onChange={setSkills} onStateChange={debug ? setState : undefined} />
      {debug ? <DebugState state={state} /> : null}
    </Container>
  );
}

export default function TestSkillsPage() {
  return <TestSkillsView debug={false} />;
}
