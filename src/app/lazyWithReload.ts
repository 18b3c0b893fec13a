import { lazy } from 'react';
import { chunkReloader } from './chunkReloader';

/** Any component React.lazy accepts. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** A dynamic import that reloads the page once when its chunk is missing (a new deploy). */
export const importWithReload = <T>(importer: () => Promise<T>): Promise<T> =>
  chunkReloader.load(importer);

/** React.lazy over an import that reloads the page once when its chunk is missing. */
export const lazyWithReload = <T extends LazyComponent>(importer: () => Promise<{ default: T }>) =>
  lazy(() => importWithReload(importer));
