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
      { target: ['src/features'], from: ['src/app'], message: 'No app.' },
      { target: ['src/live'], from: ['src/api'], message: 'No api.' },
      {
        target: ['src/components'],
        from: ['src/api', 'src/widgets'],
        message: 'No api or widgets.',
      },
      {
        target: ['src/widgets'],
        from: ['src/features', 'src/app', 'src/mocks'],
        message: 'No screens.',
      },
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
      // A shared widget calls the server; a feature uses the widget.
      at('src/widgets/LogsPanel.tsx', "import { activityLogQueries } from '../api/activityLogs';"),
      at('src/widgets/LogsPanel.tsx', "import { ListPage } from '@/components/kit/ListPage';"),
      at(
        'src/features/settings/LogsPage.tsx',
        "import { LogsPanel } from '../../widgets/LogsPanel';",
      ),
      // api may use live's events and types.
      at('src/api/liveInvalidation.ts', "import { LiveEvent } from '../live/events';"),
    ],
    invalid: [
      // A nested file reaching a sibling feature.
      at('src/features/bidding/room/deep/Panel.ts', "import '../../../control-room/ControlRoom';"),
      // The alias resolves to the same place.
      at('src/features/bidding/Page.ts', "export { x } from '@/features/auctions/AuctionsPage';"),
      at('src/features/bidding/Page.ts', "const m = import('../auctions/AuctionsPage');"),
      at('src/lib/caseForm.ts', "import { createCase } from '../api/cases';"),
      // A feature reaching into the app.
      at(
        'src/features/cases/CaseListPage.tsx',
        "import { routeTable } from '../../app/routeTable';",
      ),
      // The live stream calling the server itself.
      at('src/live/streamAuth.ts', "import { refreshAccessToken } from '../api/http';"),
      at('src/live/stream.ts', "import { call } from '@/api/call';"),
      // A shared component calling the server, or using a widget.
      at('src/components/kit/ListPage.tsx', "import { apiErrorOf } from '../../api/errors';"),
      at('src/components/PageSkeleton.tsx', "import { LogsPanel } from '../widgets/LogsPanel';"),
      // A widget reaching into a feature.
      at('src/widgets/AddCaseDialog.tsx', "import { CaseForm } from '../features/cases/CaseForm';"),
    ].map((c) => ({ ...c, errors: 1 })),
  },
);
