import { http as mswHttp } from 'msw';
import { server } from '../src/mocks/node';

type Method = 'get' | 'post' | 'put';

/**
 * Holds the calls of this method and path until `release()`; each then gets `answer()`, or
 * reaches the simulator when that gives nothing. `asked` lists the `idParam` of each call held.
 */
export function holdCalls(
  method: Method,
  path: string,
  options: { answer?: () => Response | undefined; once?: boolean; idParam?: string } = {},
) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const asked: string[] = [];
  server.use(
    mswHttp[method](
      path,
      async ({ params }) => {
        if (options.idParam) asked.push(String(params[options.idParam]));
        await gate;
        return options.answer?.();
      },
      { once: options.once },
    ),
  );
  return { release: () => release(), asked };
}
