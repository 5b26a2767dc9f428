/** backend/src/openapi/dtoSchemas.json is what `npm run openapi:schemas` makes of common/'s types today. */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { DTO_SCHEMAS_FILE, generateDtoSchemas, serialize } from '../scripts/openapiSchemas';

describe('openapi:schemas (the contract’s answer schemas, generated from common/)', function () {
  this.timeout(120_000);
  it('is current: regenerate with npm run openapi:schemas after changing a type or a doc()', () => {
    expect(readFileSync(DTO_SCHEMAS_FILE, 'utf8') === serialize(generateDtoSchemas()), 'backend/src/openapi/dtoSchemas.json is stale').to.equal(true);
  });
});
