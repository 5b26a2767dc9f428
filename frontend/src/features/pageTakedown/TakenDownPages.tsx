/**
 * The panel's pages taken down (issue 25), most recent first, each with its reason and 'Republicar
 * página' (the server's rule says when: `abilities.restore`). Beside the items taken down, in
 * 'Publicações'.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_TAKEDOWN_MESSAGES as M, USER_TYPE_LABELS, type TakenDownPageDTO } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { RestorePageDialog } from './PageTakedownButton';
import { useGetTakenDownPagesQuery } from './pageTakedownApi';

export function TakenDownPages() {
  const id = useId();
  const { data, isLoading, isError, refetch } = useGetTakenDownPagesQuery();
  const [restoring, setRestoring] = useState<TakenDownPageDTO | null>(null);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        Páginas retiradas do ar
      </Typography>
      {isLoading ? (
        <SectionLoader label="Carregando páginas retiradas do ar..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível carregar as páginas retiradas do ar." onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState message={M.noTakenDownPages} />
      ) : (
        <Stack component="ul" aria-labelledby={`${id}-title`} sx={{ gap: 1, p: 0, m: 0 }}>
          {data.map((page) => (
            <Paper key={page.id} component="li" variant="outlined" data-testid="taken-down-page" sx={{ p: 1.5, listStyle: 'none' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Chip size="small" label={USER_TYPE_LABELS[page.userType]} sx={{ mr: 1 }} />
                  <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {page.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Retirada em {formatDateTime(page.takenDownAt)}
                  </Typography>
                  {page.reason ? (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      Motivo: {page.reason}
                    </Typography>
                  ) : null}
                </Box>
                {page.abilities.restore ? (
                  <Button size="small" variant="outlined" onClick={() => setRestoring(page)}>
                    {M.restore}
                  </Button>
                ) : null}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      {restoring ? <RestorePageDialog account={restoring} onClose={() => setRestoring(null)} /> : null}
    </section>
  );
}
