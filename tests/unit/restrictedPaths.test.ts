import { RuleTester } from 'eslint';
import { restrictedPaths } from '../../scripts/eslint-restricted-paths.js';

const root = '/repo';
const options = [
  {
    root,
    zones: [
      {
        target: ['src/features/bidding'],
        from: ['src/features'],
        except: ['src/features/bidding'],
        message: 'No other feature.',
      },
      { target: ['src/lib'], from: ['src/api'], message: 'No api.' },
    ],
  },
];
const at = (file: string, code: string) => ({ filename: `${root}/${file}`, code, options });

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'restricted-paths',
  restrictedPaths,
  {
    valid: [
      at('src/features/bidding/room/Panel.ts', "import '../LotDetailsPage';"),
      at('src/features/bidding/Page.ts', "import '@/features/bidding/room/Panel';"),
      at('src/features/bidding/Page.ts', "import 'react';"),
      at('src/features/auctions/Page.ts', "import '../control-room/x';"),
      at('src/lib/format.ts', "import './roles';"),
    ],
    invalid: [
      // A nested file reaching a sibling feature.
      at('src/features/bidding/room/deep/Panel.ts', "import '../../../control-room/ControlRoom';"),
      // The alias resolves to the same place.
      at('src/features/bidding/Page.ts', "export { x } from '@/features/auctions/AuctionsPage';"),
      at('src/features/bidding/Page.ts', "const m = import('../auctions/AuctionsPage');"),
      at('src/lib/caseForm.ts', "import { createCase } from '../api/cases';"),
    ].map((c) => ({ ...c, errors: 1 })),
  },
);
