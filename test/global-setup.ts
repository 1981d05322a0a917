import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Builds the client package (packages/client/dist, which src/ and the client tests import), then
 * dist/ once before the suite, for the tests that run the real CLI or a server process
 * (`node dist/cli/main.js …`) instead of an in-process app, then the web console (dist/console,
 * which every app serves at /console/). Type errors are `npm run typecheck`'s
 * job (it runs first in `npm test`); here only a build that emitted nothing is fatal.
 */
export default function setup(): void {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'packages/client/tsconfig.json'], { stdio: 'pipe' });
  } catch (error) {
    if (!fs.existsSync('packages/client/dist/index.js')) throw error;
  }
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'pipe' });
  } catch (error) {
    if (!fs.existsSync('dist/cli/main.js')) throw error;
  }
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'console/vite.config.ts'], { stdio: 'pipe' });
}
