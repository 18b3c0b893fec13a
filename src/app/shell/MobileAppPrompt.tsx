import { useEffect, useState } from 'react';
import { Button } from 'antd';
import {
  offersMobileApp,
  PROMPT_FADE_MS as FADE_MS,
  rememberBrowserChoice,
} from '../../lib/appPromptChoice';
import { BROWSER_CHOICE_ATTR } from '../prerender/documentFlags';

export const APP_PROMPT_TITLE = 'See Bidright in...';
const APP_LINK = 'bidright://open';

/**
 * On iPhone, iPad and Android a bottom sheet offers the mobile app. The page is
 * blocked until 'Continue in browser' is chosen; the sheet then fades out over 1 s and stays
 * away for the rest of the browser session. On a prerendered page, the page answers Continue in
 * browser the same way until the application has started (prerender/promptInPage.ts).
 */
export function MobileAppPrompt({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [phase, setPhase] = useState<'open' | 'fading' | 'closed'>(() =>
    offersMobileApp(userAgent) ? 'open' : 'closed',
  );
  useEffect(() => {
    if (phase !== 'fading') return;
    const t = setTimeout(() => setPhase('closed'), FADE_MS);
    return () => clearTimeout(t);
  }, [phase]);
  if (phase === 'closed') return null;
  return (
    <div
      data-testid="app-prompt"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(15,31,51,0.55)',
        display: 'flex',
        alignItems: 'flex-end',
        transition: `opacity ${FADE_MS}ms ease`,
        opacity: phase === 'fading' ? 0 : 1,
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="app-prompt-title"
        style={{ background: '#fff', width: '100%', borderRadius: '16px 16px 0 0', padding: 24 }}
      >
        <h2 id="app-prompt-title" style={{ marginTop: 0 }}>
          {APP_PROMPT_TITLE}
        </h2>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Button type="primary" size="large" href={APP_LINK}>
            Open app
          </Button>
          <Button
            size="large"
            autoFocus
            {...{ [BROWSER_CHOICE_ATTR]: '' }}
            onClick={() => {
              rememberBrowserChoice();
              setPhase('fading');
            }}
            disabled={phase === 'fading'}
          >
            Continue in browser
          </Button>
        </div>
      </div>
    </div>
  );
}
