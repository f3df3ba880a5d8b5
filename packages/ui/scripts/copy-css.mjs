// Copies the plain stylesheets that are entry points of their own into dist:
// '@wegrow/ui/fonts.css' (the @fontsource-variable imports) and '@wegrow/ui/reset.css' (the opt-in
// page reset). styles.css is written by rollup; these two are not part of it on purpose.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './pack.mjs';

for (const name of ['fonts.css', 'reset.css']) {
  copyFileSync(join(packageDir, 'src', name), join(packageDir, 'dist', name));
}
