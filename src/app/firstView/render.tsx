/**
 * The home page's first view as a visitor sees it, rendered at build time from the same
 * components the application renders (so the application replaces it with identical markup),
 * with the antd styles it uses. Runs in Node during the build only.
 */
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import LandingLayout from '../layouts/LandingLayout';
import HomePage from '../../features/public/HomePage';
import { MobileAppPrompt } from '../shell/MobileAppPrompt';
import { COOKIE } from '../../lib/session';
import { BROWSER_CHOICE_KEY } from '../../lib/appPromptChoice';
import { MOBILE_APP_AGENTS } from '../../lib/device';
import { markFirstView, type FirstViewInputs } from './flags';

/** What the page's head needs to decide on the first view. */
export const firstViewInputs: FirstViewInputs = {
  sessionCookie: COOKIE.userName,
  browserChoiceKey: BROWSER_CHOICE_KEY,
  appAgents: MOBILE_APP_AGENTS.source,
};

/** The decision's source text, called with the page's own values (for an inline script). */
export const firstViewScript = () =>
  `(${markFirstView.toString()})(document.documentElement, location.pathname, document.cookie, ` +
  `navigator.userAgent, function () { return window.sessionStorage; }, ${JSON.stringify(firstViewInputs)});`;

export interface FirstView {
  /** The landing layout with the home page, its listings still loading. */
  home: string;
  /** The mobile-app prompt as it first shows. */
  prompt: string;
  /** The antd styles both use, as <style> elements. */
  styles: string;
}

export function renderFirstView(): FirstView {
  const cache = createCache();
  const inProviders = (node: React.ReactNode) =>
    renderToString(
      <StyleProvider cache={cache}>
        <AppProviders client={new QueryClient()}>{node}</AppProviders>
      </StyleProvider>,
    );
  const home = inProviders(
    <StaticRouter location="/">
      <Routes>
        <Route element={<LandingLayout />}>
          <Route index element={<HomePage />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
  const prompt = inProviders(<MobileAppPrompt userAgent="Android" />);
  return { home, prompt, styles: extractStyle(cache) };
}
