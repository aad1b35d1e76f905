import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

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
  const navigate = useNavigate();
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
      <Flex wrap gap={12} justify="space-between" align="center" style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Typography.Text style={{ color: '#fff', flex: '1 1 320px' }}>
          Hearth uses only what it needs to work: it keeps your sign-in and this choice on your device. No advertising or
          tracking cookies.
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => navigate('/cookie-policy')}>Cookie Policy</Button>
          <Button type="primary" onClick={accept}>
            Accept
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}
