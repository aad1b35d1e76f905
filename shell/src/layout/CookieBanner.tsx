import { useState, type CSSProperties } from 'react';
import { hearthColors } from '@hearth/host';
import { FrameButton, FrameNavButton } from './FrameButton';
import { TAB_BAR_SPACE } from './tab-bar-space';

/** docs/product/README.md "Around every page": the consent flag is kept in local storage. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

function consentStored(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

interface BannerLook {
  text: string;
  section: CSSProperties;
  paragraph: CSSProperties;
  buttons: CSSProperties;
  button: CSSProperties;
}

const wide: BannerLook = {
  text: 'Hearth uses only what it needs to work: it keeps your sign-in and this choice on your device. No advertising or tracking cookies.',
  section: { bottom: 0, padding: 16, paddingBottom: 'calc(16px + env(safe-area-inset-bottom))' },
  paragraph: { flex: '1 1 320px', fontSize: 14, lineHeight: 1.5715 },
  buttons: { display: 'flex', gap: 8 },
  button: {},
};

/** On a phone: two lines of text over a row of two buttons (about 105 px of a 740 px screen), above the tab bar. */
const phone: BannerLook = {
  text: 'Hearth keeps only your sign-in and this choice on your device. No tracking cookies.',
  section: { bottom: TAB_BAR_SPACE, padding: '8px 12px' },
  paragraph: { flex: '1 1 100%', fontSize: 13, lineHeight: 1.4 },
  buttons: { display: 'flex', gap: 8, flex: '1 1 100%' },
  button: { flex: '1 1 0' },
};

/**
 * Until consent is stored: a bar along the bottom of the window, with Cookie Policy and Accept.
 * On a phone (`phone`: AppLayout's tab bar shows) it is compact and sits on the tab bar, not under it.
 */
export function CookieBanner({ phone: onPhone = false }: { phone?: boolean }) {
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

  const look = onPhone ? phone : wide;
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      style={{ position: 'fixed', insetInline: 0, zIndex: 1000, background: hearthColors.snackbar, ...look.section }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: onPhone ? 8 : 12, justifyContent: 'space-between', alignItems: 'center', maxWidth: 1200, margin: '0 auto' }}>
        <p style={{ color: hearthColors.onSnackbar, margin: 0, ...look.paragraph }}>{look.text}</p>
        <div style={look.buttons}>
          <FrameNavButton to="/cookie-policy" style={look.button}>
            Cookie Policy
          </FrameNavButton>
          <FrameButton look="primary" onClick={accept} style={look.button}>
            Accept
          </FrameButton>
        </div>
      </div>
    </section>
  );
}
