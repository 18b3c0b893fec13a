import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { chunkReloader } from './app/lazyWithReload';

// A chunk or stylesheet that fails to preload (the files changed with a deploy) reloads the page
// once; a second failure right after is left to the error screen.
window.addEventListener('vite:preloadError', (event) => {
  if (chunkReloader.recover(event.payload)) event.preventDefault();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
