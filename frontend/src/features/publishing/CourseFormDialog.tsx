/**
 * 'Criar Curso' (issue 13): companies and admins submit a course; a company's waits for an admin
 * ('Curso enviado para aprovação!'), an admin's is published at once. Checked with the common rules
 * before sending. Callers mount it only while open.
 */
import type { FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../components/FormDialog';
import { COURSE_CATEGORIES, COURSE_INPUT_RULES, COURSE_LEVELS, ENERGY_AREAS, PUBLISHING_MESSAGES as M, type CourseInput } from '@conecta/common';
import { showToast } from '../../lib/toast';
import { SelectField, usePublishForm } from './publishForm';
import { usePublishCourseMutation } from './publishingApi';

type CourseField = keyof typeof COURSE_INPUT_RULES;
const ORDER = Object.keys(COURSE_INPUT_RULES);
const BLANK: Record<CourseField, string> = { title: '', instructor: '', description: '', category: '', level: '', energyArea: '', duration: '', imageUrl: '' };

export function CourseFormDialog({ onClose }: { onClose: () => void }) {
  const form = usePublishForm<CourseField>(BLANK);
  const [publish, { isLoading }] = usePublishCourseMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = form.check(COURSE_INPUT_RULES, form.values);
    if (!value) return;
    try {
      const saved = await publish(value as CourseInput).unwrap();
      showToast({ title: saved.status === 'approved' ? 'Curso publicado!' : M.courseSubmitted }, 'success');
      onClose();
    } catch (error) {
      form.reportServer(error, ORDER);
    }
  };

  return (
    <FormDialog title="Criar Curso" submitLabel="Enviar curso" busyLabel="Enviando..." busy={isLoading} onClose={onClose} onSubmit={submit}>
      <TextField {...form.field('title', 'Título')} required autoFocus />
      <TextField {...form.field('instructor', 'Instrutor(a)')} required />
      <TextField {...form.field('description', 'Descrição')} required multiline minRows={4} helperText={form.errors.description ?? 'Inclua o link de acesso (https://...), se houver.'} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SelectField {...form.field('category', 'Categoria')} values={COURSE_CATEGORIES} required />
        <SelectField {...form.field('level', 'Nível')} values={COURSE_LEVELS} required />
      </Stack>
      <SelectField {...form.field('energyArea', 'Área de energia')} values={ENERGY_AREAS} required />
      <TextField {...form.field('duration', 'Duração')} placeholder="Ex.: 8 horas" />
      <TextField {...form.field('imageUrl', 'URL da imagem')} type="url" />
    </FormDialog>
  );
}
