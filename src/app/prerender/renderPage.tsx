/**
 * A public page rendered at build time through the application's own data router (the same
 * route objects the browser's router renders, lazy layouts and screens resolved), with the antd
 * styles that page alone uses, and the mobile-app prompt as it first shows. Runs in Node during
 * the build only (src/build/prerender.ts writes the documents).
 *
 * Designed: rendered with react-dom/static's `prerender`, which waits for every lazy screen (so
 * no Suspense fallback is written in place of the page), rather than with a prerendering plugin:
 * the build already imports the route table through Vite, and the pages need nothing else.
 */
import { prerender } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Avatar, Dropdown, Empty, Tabs, Tag } from 'antd';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { buildRoutes } from '../router';
import { ROUTES } from '../routeTable';
import { documentFileOf, prerenderedPaths, type PrerenderedPage } from '../prerenderedDocuments';
import { MobileAppPrompt } from '../shell/MobileAppPrompt';
import { BROWSER_CHOICE_KEY } from '../../lib/appPromptChoice';
import { MOBILE_APP_AGENTS } from '../../lib/device';
import { COOKIE } from '../../lib/session';
import { markDocument, type DocumentFlagInputs } from './documentFlags';
import { WHOLE_PAGES } from './pageScreens';
import { likelyNextRoutes } from '../likelyRoutes';

/** An address of the route to render it at: a route with parameters shows its loading state. */
const anAddressOf = (route: string) => route.replace(/:\w+/g, '1');

/**
 * The markup of `node` once everything in it has loaded, every Suspense boundary written in place:
 * React writes a large one apart, with an inline script that moves it in, which the page's policy
 * would refuse and a page rendered ahead of time does not need.
 */
async function markupOf(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const markup = await new Response(prelude).text();
  if (/<script|<template/i.test(markup))
    throw new Error('a prerendered boundary was written apart');
  return markup;
}

/**
 * The resource hints React writes before the markup (`<link rel="preload">` of an image the page
 * shows), which belong in the document's head, and the markup without them.
 */
function splitHints(markup: string): { hints: string; body: string } {
  const hints = /^(?:<link\b[^>]*\/?>)+/.exec(markup)?.[0] ?? '';
  return { hints, body: markup.slice(hints.length) };
}

/** The tree of a route's page at an address of it, in the app's providers and `cache`. */
async function pageTree(route: string, cache: ReturnType<typeof createCache>) {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${anAddressOf(route)}`));
  if (context instanceof Response) throw new Error(`route ${route} answered a redirect`);
  // A page that fails to load fails the build, rather than shipping its error screen.
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  return inProviders(
    cache,
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
}

const inProviders = (cache: ReturnType<typeof createCache>, node: ReactNode) => (
  <StyleProvider cache={cache}>
    <AppProviders client={new QueryClient()}>{node}</AppProviders>
  </StyleProvider>
);

const routeDef = (route: string) => {
  const def = ROUTES.find((r) => r.path === route);
  if (!def) throw new Error(`no route ${route}`);
  return def;
};

/** The prerendered pages whole without the application that a visitor is likely to open next. */
const nextPagesOf = (route: string) =>
  likelyNextRoutes({ loggedIn: false, roles: [], pathname: route })
    .filter((next) => WHOLE_PAGES.has(next) && routeDef(next).prerender)
    .map((next) => ({ route: next, layout: routeDef(next).layout }));

/** Renders the page of one route of the table. */
export async function renderPage(route: string): Promise<PrerenderedPage> {
  const def = routeDef(route);
  const cache = createCache();
  const { hints, body } = splitHints(await markupOf(await pageTree(route, cache)));
  const prompt = await markupOf(inProviders(cache, <MobileAppPrompt userAgent="Android" />));
  return {
    route,
    file: documentFileOf(route),
    title: def.title,
    layout: def.layout,
    next: nextPagesOf(route),
    markup: body,
    prompt,
    head: `${hints}\n${extractStyle(cache)}`,
    startsOnArrival: WHOLE_PAGES.has(route),
  };
}

/** Every page the route table marks as prerendered. */
export const renderPages = (): Promise<PrerenderedPage[]> =>
  Promise.all(prerenderedPaths(ROUTES).map(renderPage));

/**
 * What signed-in screens show at once beyond the public pages' widgets: the user menu (a dropdown
 * with an avatar), tabs, status tags and empty lists.
 */
const SIGNED_IN_WIDGETS = (
  <>
    <Dropdown menu={{ items: [] }}>
      <Avatar />
    </Dropdown>
    <Tabs items={[{ key: 'a', label: 'a' }]} />
    <Tag color="blue">a</Tag>
    <Empty />
  </>
);

/**
 * The antd styles of every prerendered page, the prompt and the signed-in screens' first widgets,
 * as <style> elements: a page the app renders from the shell (a signed-in user's, an address
 * without a document of its own) adds them before its first render, so antd finds them built
 * instead of generating them as the app starts (prerender/shellStyles.ts).
 */
export async function renderShellStyles(): Promise<string> {
  const cache = createCache();
  for (const route of prerenderedPaths(ROUTES)) await markupOf(await pageTree(route, cache));
  await markupOf(inProviders(cache, <MobileAppPrompt userAgent="Android" />));
  await markupOf(inProviders(cache, SIGNED_IN_WIDGETS));
  return extractStyle(cache);
}

/** What the page's head needs to set its flags. */
export const documentFlagInputs: DocumentFlagInputs = {
  sessionCookie: COOKIE.userName,
  browserChoiceKey: BROWSER_CHOICE_KEY,
  appAgents: MOBILE_APP_AGENTS.source,
};

/** The head script's source, called with the page's own values (for an inline script). */
export const documentFlagsScript = () =>
  `(${markDocument.toString()})(document.documentElement, document.cookie, navigator.userAgent, ` +
  `function () { return window.sessionStorage; }, ${JSON.stringify(documentFlagInputs)});`;
