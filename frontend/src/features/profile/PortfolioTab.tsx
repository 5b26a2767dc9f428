import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PORTFOLIO_MESSAGES, type PortfolioItemDTO } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { PortfolioDialog } from './PortfolioDialog';
import { PortfolioList } from './PortfolioList';
import { useDeletePortfolioItemMutation, useGetMyPortfolioQuery } from './profileApi';

export function PortfolioTab() {
  const { data, isLoading, isError, refetch } = useGetMyPortfolioQuery();
  const [deleteItem, deleteState] = useDeletePortfolioItemMutation();
  // `undefined`: closed; `null`: add mode; an item: edit mode. A new key per opening resets the form.
  const [editing, setEditing] = useState<PortfolioItemDTO | null | undefined>(undefined);
  const [openings, setOpenings] = useState(0);

  const open = (item: PortfolioItemDTO | null) => {
    setOpenings((n) => n + 1);
    setEditing(item);
  };

  const remove = (item: PortfolioItemDTO) => {
    if (window.confirm(PORTFOLIO_MESSAGES.deleteConfirm)) void deleteItem(item.id);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          Adicionar item
        </Button>
      </Box>
      {isLoading ? (
        <SectionLoader label="Carregando portfólio..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível carregar o portfólio." onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState message={PORTFOLIO_MESSAGES.emptyPortfolio} />
      ) : (
        <PortfolioList
          items={data}
          actions={(item) => (
            <>
              <Button size="small" startIcon={<EditIcon />} onClick={() => open(item)} aria-label={`Editar ${item.title}`}>
                Editar
              </Button>
              <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={deleteState.isLoading && deleteState.originalArgs === item.id} onClick={() => remove(item)} aria-label={`Excluir ${item.title}`}>
                Excluir
              </Button>
            </>
          )}
        />
      )}
      {editing !== undefined ? <PortfolioDialog key={openings} item={editing} onClose={() => setEditing(undefined)} /> : null}
    </Box>
  );
}
