#!/usr/bin/env node
/** `pnpm --filter @wegrow/api run generate`: writes src/schema.d.ts and the mocks' contract copy. */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { contractJsonPath, generateArtifacts, repoRoot, schemaDtsPath } from './codegen.mjs';

const { schemaDts, contractJson } = await generateArtifacts();
writeFileSync(schemaDtsPath, schemaDts);
writeFileSync(contractJsonPath, contractJson);
for (const file of [schemaDtsPath, contractJsonPath]) {
  console.log(`generated ${relative(repoRoot, file)}`);
}
