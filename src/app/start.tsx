import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startFieldVitals } from './fieldVitals';

/**
 * Renders the application into #root (replacing the built first view, if one is showing). The
 * first render is a transition, so React renders it in slices and the page stays responsive to
 * taps while the screen is built; what is on screen stays until the screen is ready. Field vitals
 * (when reported) load once the browser is idle after that.
 */
export function startApp(): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  startFieldVitals();
}
