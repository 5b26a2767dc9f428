/**
 * Issue 25: a new student's dashboard recommends an internship first and says why ('Combina com:
 * Estágio'); a company's dashboard recommends nothing (its own jobs' figures instead).
 */
import { uniqueWord } from './helpers';
import { createAccount, expect, publishJob, test } from './world';

test.describe('recommended jobs', () => {
  test("a new student's first recommendation is an internship, with its reason", async ({ page, admin }) => {
    // An internship exists whatever else the run has published (an admin's job is approved at once).
    await publishJob(admin, { title: `Estágio em ${uniqueWord('Inversores')}`, jobType: 'estágio' });
    await createAccount(page.request, { userType: 'student' });
    await page.goto('/');
    const first = page.getByTestId('vagas-recomendadas').getByRole('article').first();
    await expect(first.getByTestId('job-reasons')).toHaveText(/^Combina com: Estágio/);
  });
});
