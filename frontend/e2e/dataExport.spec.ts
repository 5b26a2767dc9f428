/**
 * 'Exportar meus dados' (issue 26, LGPD art. 18), at a phone's 360 px: asked on /profile, built by
 * the workers, the card turns to the download by the push that says it is ready (no reload), and
 * the file downloaded is a ZIP whose conta.json is this account's.
 */
import yauzl from 'yauzl';
import { DATA_EXPORT_MESSAGES } from '@conecta/common';
import { expectAccessible, overflow } from './a11y';
import { expectToast, fetchedAfterConnect, recordToasts } from './helpers';
import { createAccount, expect, test } from './world';

/** The names and contents of a ZIP's entries. */
function unzip(path: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('data export', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('asked on /profile → ready by push → downloaded and opened', async ({ page }) => {
    const account = await createAccount(page.request, { userType: 'professional' });
    const ready = fetchedAfterConnect(page, '/api/notifications');
    await page.goto('/profile');
    await ready;
    const card = page.getByRole('region', { name: 'Exportar meus dados' });
    await recordToasts(page);
    await card.getByRole('button', { name: 'Exportar meus dados' }).click();
    await expectToast(page, DATA_EXPORT_MESSAGES.ready);
    const download = card.getByRole('link', { name: /Baixar meus dados/ });
    await expect(download).toBeVisible();
    await expect(card.getByRole('button', { name: 'Gerar um novo arquivo' })).toBeEnabled();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the export card');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^conecta-energia-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(await file.path());
    expect(JSON.parse(entries.get('conta.json')!)).toMatchObject({ email: account.email });
    expect(entries.has('LEIA-ME.txt')).toBe(true);
  });
});
