/**
 * The panel's pages taken down (issue 25), most recent first, each with its reason and 'Republicar
 * página' (the server's rule says when: `abilities.restore`). Beside the items taken down, in
 * 'Publicações'.
 */
import { useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_TAKEDOWN_MESSAGES as M, USER_TYPE_LABELS, type TakenDownPageDTO } from '@conecta/common';
import { QueryList } from '../../components/ListStates';
import { formatDateTime } from '../../lib/format';
import { TakenDownEntry } from '../takedown/TakenDownEntry';
import { RestorePageDialog } from './PageTakedownButton';
import { useGetTakenDownPagesQuery } from './pageTakedownApi';

export function TakenDownPages() {
  const id = useId();
  const pages = useGetTakenDownPagesQuery();
  const [restoring, setRestoring] = useState<TakenDownPageDTO | null>(null);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mt: 4, mb: 1.5 }}>
        Páginas retiradas do ar
      </Typography>
      <QueryList query={pages} loadingLabel="Carregando páginas retiradas do ar..." errorMessage="Não foi possível carregar as páginas retiradas do ar." emptyMessage={M.noTakenDownPages}>
        {(items) => (
          <Stack component="ul" aria-labelledby={`${id}-title`} sx={{ gap: 1, p: 0, m: 0 }}>
            {items.map((page) => (
              <TakenDownEntry
                key={page.id}
                testId="taken-down-page"
                chip={USER_TYPE_LABELS[page.userType]}
                title={page.name}
                detail={`Retirada em ${formatDateTime(page.takenDownAt)}`}
                reason={page.reason}
                restoreLabel={M.restore}
                onRestore={page.abilities.restore ? () => setRestoring(page) : undefined}
              />
            ))}
          </Stack>
        )}
      </QueryList>
      {restoring ? <RestorePageDialog account={restoring} onClose={() => setRestoring(null)} /> : null}
    </section>
  );
}
