/**
 * 'Criar Evento' (issue 13): companies and admins submit an event (the date must be ahead); a
 * company's waits for an admin ('Evento enviado para aprovação!'), an admin's is published at once.
 * The date is picked in local time and sent as an ISO instant. Callers mount it only while open.
 */
import type { FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../components/FormDialog';
import { ENERGY_AREAS, EVENT_INPUT_RULES, EVENT_TYPES, PUBLISHING_MESSAGES as M, type EventInput } from '@conecta/common';
import { showToast } from '../../lib/toast';
import { SelectField, usePublishForm } from './publishForm';
import { usePublishEventMutation } from './publishingApi';

type EventField = keyof typeof EVENT_INPUT_RULES;
const ORDER = Object.keys(EVENT_INPUT_RULES);
const BLANK: Record<EventField, string> = {
  title: '',
  organizer: '',
  description: '',
  eventType: '',
  energyArea: '',
  eventDate: '',
  location: '',
  maxAttendees: '',
  imageUrl: '',
};

/** A datetime-local value (the browser's time zone) as an ISO instant; anything unreadable goes as typed, for the rules to refuse. */
function isoOf(local: string): string {
  const time = new Date(local);
  return local && !Number.isNaN(time.getTime()) ? time.toISOString() : local;
}

function inputOf(form: Record<EventField, string>): Record<string, unknown> {
  const seats = form.maxAttendees.trim();
  return { ...form, eventDate: isoOf(form.eventDate), maxAttendees: seats === '' ? null : Number(seats) };
}

export function EventFormDialog({ onClose }: { onClose: () => void }) {
  const form = usePublishForm<EventField>(BLANK);
  const [publish, { isLoading }] = usePublishEventMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = form.check(EVENT_INPUT_RULES, inputOf(form.values));
    if (!value) return;
    try {
      const saved = await publish(value as unknown as EventInput).unwrap();
      showToast({ title: saved.status === 'approved' ? 'Evento publicado!' : M.eventSubmitted }, 'success');
      onClose();
    } catch (error) {
      form.reportServer(error, ORDER);
    }
  };

  return (
    <FormDialog title="Criar Evento" submitLabel="Enviar evento" busyLabel="Enviando..." busy={isLoading} onClose={onClose} onSubmit={submit}>
      <TextField {...form.field('title', 'Título')} required autoFocus />
      <TextField {...form.field('organizer', 'Organizador')} required />
      <TextField {...form.field('description', 'Descrição')} required multiline minRows={4} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SelectField {...form.field('eventType', 'Tipo de evento')} values={EVENT_TYPES} required />
        <SelectField {...form.field('energyArea', 'Área de energia')} values={ENERGY_AREAS} required />
      </Stack>
      <TextField {...form.field('eventDate', 'Data e hora')} type="datetime-local" required slotProps={{ inputLabel: { shrink: true } }} />
      <TextField {...form.field('location', 'Local')} required placeholder="Ex.: São Paulo - SP ou Online" />
      <TextField {...form.field('maxAttendees', 'Número de vagas')} type="number" helperText={form.errors.maxAttendees ?? 'Deixe em branco para vagas ilimitadas.'} slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }} />
      <TextField {...form.field('imageUrl', 'URL da imagem')} type="url" />
    </FormDialog>
  );
}
