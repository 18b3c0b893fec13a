import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpQueries } from '../../../src/api/helps';
import { FaqList } from '../../../src/features/public/FaqList';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

const withClient = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <FaqList />
  </QueryClientProvider>
);

describe('a prerendered list whose data came in before the page was adopted', () => {
  it('is adopted as its loading state, with no mismatch, then shows the data', async () => {
    // The document: the list as the build renders it, loading.
    const container = document.createElement('div');
    container.innerHTML = renderToString(withClient(new QueryClient()));
    document.body.append(container);
    const markup = container.innerHTML;

    // The app started the page's data first, and it arrived before React adopted the page.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(helpQueries.list().queryKey, [
      { id: 1, question: 'How do I bid?', answer: 'Lock funds, then join.' },
    ]);
    const mismatch = vi.fn();
    const firstRender = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, withClient(client), {
        onRecoverableError: mismatch,
      });
      firstRender(container.innerHTML);
    });
    expect(firstRender).toHaveBeenCalledWith(markup);
    expect(mismatch).not.toHaveBeenCalled();
    expect(await screen.findByText('How do I bid?')).toBeInTheDocument();
  });
});
