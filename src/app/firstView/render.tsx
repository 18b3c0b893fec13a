/**
 * The first views of the public pages as a visitor sees them, rendered at build time from the
 * same components the application renders (so the application replaces them with identical
 * markup), with the antd styles they use. Runs in Node during the build only.
 */
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { Avatar, Dropdown, Empty, Tabs, Tag } from 'antd';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import LandingLayout from '../layouts/LandingLayout';
import LoginLayout from '../layouts/LoginLayout';
import HomePage from '../../features/public/HomePage';
import TermsPage from '../../features/public/TermsPage';
import PrivacyPage from '../../features/public/PrivacyPage';
import FaqPage from '../../features/public/FaqPage';
import BlogPage from '../../features/public/BlogPage';
import HelpCenterPage from '../../features/public/HelpCenterPage';
import LoginPage from '../../features/auth/LoginPage';
import RegisterPage from '../../features/auth/RegisterPage';
import { MobileAppPrompt } from '../shell/MobileAppPrompt';
import { COOKIE } from '../../lib/session';
import { BROWSER_CHOICE_KEY } from '../../lib/appPromptChoice';
import { MOBILE_APP_AGENTS } from '../../lib/device';
import { BlogPost } from '../../features/public/BlogPost';
import { BLOG_POST_TEMPLATE_ID, markFirstView, type FirstViewInputs } from './flags';
import { addedStyles } from './builtStyles';

/**
 * The built views, by the route that renders them: the landing layout with each public page as it
 * first renders (a page with data shows its loading state), and the sign-in and registration pages
 * whole in the sign-in layout. The registration form's widgets (date picker, state list) add
 * about 135 KB of styles to the page (13 KB compressed); in return a visitor can fill the form in
 * as soon as it paints, and the application starts only once they do.
 */
const VIEWS = [
  { name: 'home', route: '/', page: <HomePage /> },
  { name: 'terms', route: '/terms-conditions', page: <TermsPage /> },
  { name: 'privacy', route: '/privacy-policy', page: <PrivacyPage /> },
  { name: 'help', route: '/help-center', page: <HelpCenterPage /> },
  { name: 'faq', route: '/faq', page: <FaqPage /> },
  { name: 'blog', route: '/blogs/:blogId', page: <BlogPage /> },
  { name: 'login', route: '/login', layout: <LoginLayout />, page: <LoginPage /> },
  { name: 'register', route: '/register', layout: <LoginLayout />, page: <RegisterPage /> },
] as const;

/** The addresses a route's view is shown on, as a RegExp source (its parameters are ids). */
const addressesOf = (route: string) => `^${route.replace(/:\w+/g, '\\d+')}$`;
/** An address of the route, to render its view at. */
const anAddressOf = (route: string) => route.replace(/:\w+/g, '1');

/** What the page's head needs to decide on the first view. */
export const firstViewInputs: FirstViewInputs = {
  sessionCookie: COOKIE.userName,
  browserChoiceKey: BROWSER_CHOICE_KEY,
  appAgents: MOBILE_APP_AGENTS.source,
  views: VIEWS.map((v) => [addressesOf(v.route), v.name]),
};

/** The decision's source text, called with the page's own values (for an inline script). */
export const firstViewScript = () =>
  `(${markFirstView.toString()})(document.documentElement, location.pathname, document.cookie, ` +
  `navigator.userAgent, function () { return window.sessionStorage; }, ${JSON.stringify(firstViewInputs)});`;

/**
 * What signed-in screens show at once beyond the public views' widgets: the user menu (a dropdown
 * with an avatar), tabs, status tags and empty lists. Rendered for their styles only, which the
 * application adds to the page when it starts without a built view (a signed-in user, or an
 * address with none), so it finds them built rather than generating them as it starts.
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

export interface FirstView {
  /** Each view's markup by name: its layout with its page (the home page's listings, the FAQ, a
   * blog post and the help center's lists still loading). */
  views: Record<string, string>;
  /** The mobile-app prompt as it first shows. */
  prompt: string;
  /** The antd styles both use, as <style> elements. */
  styles: string;
  /** The signed-in widgets' styles that `styles` has not, with the map of all (see builtStyles). */
  signedInStyles: string;
}

export function renderFirstView(): FirstView {
  const cache = createCache();
  const inProviders = (node: React.ReactNode) =>
    renderToString(
      <StyleProvider cache={cache}>
        <AppProviders client={new QueryClient()}>{node}</AppProviders>
      </StyleProvider>,
    );
  const views = Object.fromEntries(
    VIEWS.map((view) => [
      view.name,
      inProviders(
        <StaticRouter location={anAddressOf(view.route)}>
          <Routes>
            <Route element={'layout' in view ? view.layout : <LandingLayout />}>
              <Route path={view.route} element={view.page} />
            </Route>
          </Routes>
        </StaticRouter>,
      ),
    ]),
  );
  // The blog page also carries a post's markup with its parts empty, to fill in once it arrives.
  const emptyPost = {
    id: 0,
    title: '',
    description: '',
    body: '',
    link: 'https://example.com/',
    createdDate: '',
  };
  views.blog += `<template id="${BLOG_POST_TEMPLATE_ID}">${inProviders(<BlogPost post={emptyPost} />)}</template>`;
  const prompt = inProviders(<MobileAppPrompt userAgent="Android" />);
  const styles = extractStyle(cache);
  inProviders(SIGNED_IN_WIDGETS);
  return { views, prompt, styles, signedInStyles: addedStyles(styles, extractStyle(cache)) };
}
