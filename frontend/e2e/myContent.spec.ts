/**
 * 'Meus cursos e eventos' (issue 25), at a phone's 360 px: a company's course waits as 'Pendente',
 * an admin's rejection shows 'Rejeitado' with the reason, and its event approved shows 'Aprovado'.
 */
import { expectAccessible, overflow } from './a11y';
import { uniqueWord } from './helpers';
import { createAccount, expect, publishCourse, publishEvent, test } from './world';

test.describe('Meus cursos e eventos', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a company sees each course and event it sent with where it stands", async ({ page, admin }) => {
    await createAccount(page.request, { userType: 'company' });
    const course = await publishCourse(page.request, { title: `Curso de ${uniqueWord('Inversores')}` });
    const rejected = await publishCourse(page.request, { title: `Curso de ${uniqueWord('Baterias')}` });
    const event = await publishEvent(page.request, { title: `Encontro de ${uniqueWord('Eolica')}` });
    /** An admin's decision, with the version the admin's pending list reads (as the panel sends it). */
    const decide = async (kind: 'courses' | 'events', id: string, reason?: string) => {
      const pending = (await (await admin.get(`/api/admin/pending-${kind}`)).json()) as Array<{ id: string; version: string }>;
      const version = pending.find((item) => item.id === id)!.version;
      const verb = reason === undefined ? 'approve' : 'reject';
      return (await admin.post(`/api/admin/${kind}/${id}/${verb}`, { data: { version, ...(reason === undefined ? {} : { reason }) } })).status();
    };
    expect(await decide('courses', rejected.id, 'Link do curso quebrado')).toBe(200);
    expect(await decide('events', event.id)).toBe(200);

    await page.goto('/meus-cursos-e-eventos');
    const rows = page.getByTestId('own-content');
    await expect(rows.filter({ hasText: course.title })).toContainText('Pendente');
    await expect(rows.filter({ hasText: rejected.title })).toContainText('Rejeitado');
    await expect(rows.filter({ hasText: rejected.title })).toContainText('Motivo: Link do curso quebrado');
    await expect(rows.filter({ hasText: event.title })).toContainText('Aprovado');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, '/meus-cursos-e-eventos');
  });
});
