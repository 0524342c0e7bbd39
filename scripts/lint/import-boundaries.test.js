import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries from './import-boundaries.js';
import { root } from './module-graph.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const modules = path.join(root, 'server/src/modules');
const inModule = (file) => path.join(modules, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('server-layers', boundaries.rules['server-layers'], {
  valid: [
    {
      filename: inModule('reports/report-service.ts'),
      code: "import { findUserById } from '../users/index.ts';",
    },
    {
      filename: inModule('reports/report-service.ts'),
      code: "import { saveReport } from './report-repository.ts';",
    },
    {
      filename: inModule('teams/team-service.ts'),
      code: "export { getPlanState } from '../plans/index.ts';",
    },
    // tests exercise the app from any side, through the public face
    {
      filename: inModule('webhooks/probe.int.test.ts'),
      code: "import { completeAnalysis } from '../reports/index.ts';",
    },
    // the app wires modules together through their faces
    {
      filename: path.join(root, 'server/src/app.ts'),
      code: "import { registerTeamRoutes } from './modules/teams/index.ts';",
    },
  ],
  invalid: [
    {
      filename: inModule('reports/probe.ts'),
      code: "import { findUserById } from '../users/user-repository.ts';",
      errors: [{ message: /internal to the users module/ }],
    },
    {
      filename: path.join(root, 'server/src/seed/probe.ts'),
      code: "import { createUser } from '../modules/users/create-user.ts';",
      errors: [{ message: /internal to the users module/ }],
    },
    {
      filename: inModule('plans/probe.ts'),
      code: "import { presentUser } from '../users/index.ts';",
      errors: [{ message: /must not import modules\/users/ }],
    },
    {
      filename: inModule('billing/probe.ts'),
      code: "const m = await import('../webhooks/index.ts');",
      errors: [{ message: /must not import modules\/webhooks/ }],
    },
    {
      filename: inModule('nowhere/probe.ts'),
      code: "import { getPlanState } from '../plans/index.ts';",
      errors: [{ message: /modules\/nowhere has no layer/ }],
    },
  ],
});

// the first lintText loads the whole ESLint configuration (typescript-eslint included): seconds on a busy machine
describe('npm run lint on a probe file', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: root });
  const lintProbe = async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: inModule(file) });
    return result.messages.filter((m) => m.ruleId === 'boundaries/server-layers').map((m) => m.message);
  };

  it('rejects a file that reaches into another module’s internals', async () => {
    const probe =
      "import { countMembers } from '../teams/team-repository.ts';\n\nexport const probe = countMembers;\n";
    expect(await lintProbe('assignments/probe.ts', probe)).toEqual([
      expect.stringMatching(/team-repository\.ts is internal to the teams module/),
    ]);
  });

  it('rejects a file that imports upward', async () => {
    const probe =
      "import { registerTeamRoutes } from '../teams/index.ts';\n\nexport const probe = registerTeamRoutes;\n";
    expect(await lintProbe('billing/probe.ts', probe)).toEqual([
      expect.stringMatching(/modules\/billing \(layer 6\) must not import modules\/teams \(layer 4\)/),
    ]);
  });

  it('accepts a downward import through the public face', async () => {
    const probe = "import { getPlanState } from '../plans/index.ts';\n\nexport const probe = getPlanState;\n";
    expect(await lintProbe('billing/probe.ts', probe)).toEqual([]);
  });
});
