/**
 * Issue 23, one convention: a route guards, validates, calls a service and answers; the data is the
 * services' (backend/src/services/, lifecycles/), never a route's. Read from the sources, so a model
 * imported into a route fails here before review.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES = path.resolve(import.meta.dirname, '../src/routes');

/** Still reading a model, each for its own reason: what is left of the convention's move. */
const NOT_YET: Record<string, string> = {
  'testing/testWorld.ts': 'the test-only world builder writes accounts directly',
};

describe('Routes go through services (issue 23)', () => {
  const files = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).map((file) => file.split(path.sep).join('/'));

  it('no route file imports a model, but the few listed with their reason', () => {
    const offenders = files.filter((file) => !(file in NOT_YET) && /from '(\.\.\/)+models\//.test(readFileSync(path.join(ROUTES, file), 'utf8')));
    expect(offenders).to.deep.equal([]);
  });
});
