import { useState } from 'react';
import { FrameButton, FrameNavButton } from './FrameButton';

/** docs/product/README.md "Around every page": the consent flag is kept in local storage. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

function consentStored(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

export function CookieBanner() {
  const [visible, setVisible] = useState(() => !consentStored());
  if (!visible) return null;

  const accept = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // Without storage the banner simply returns on the next visit.
    }
    setVisible(false);
  };

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 1000, background: '#1f2a1f', padding: 16 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center', maxWidth: 1200, margin: '0 auto' }}>
        <p style={{ color: '#fff', flex: '1 1 320px', margin: 0, fontSize: 14, lineHeight: 1.5715 }}>
          Hearth uses only what it needs to work: it keeps your sign-in and this choice on your device. No advertising or
          tracking cookies.
        </p>
        <div style={{ display: 'flex', gap: 8 }}>
          <FrameNavButton to="/cookie-policy">Cookie Policy</FrameNavButton>
          <FrameButton look="primary" onClick={accept}>
            Accept
          </FrameButton>
        </div>
      </div>
    </section>
  );
}
