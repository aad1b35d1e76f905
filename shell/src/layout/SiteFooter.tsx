import { Link } from 'react-router-dom';
import { FOOTER_BACKGROUND, PRIMARY_GREEN, SECONDARY_TEXT_COLOR, spacing } from '@hearth/host';

const link = { color: PRIMARY_GREEN } as const;

export function SiteFooter() {
  return (
    <footer style={{ padding: `${spacing(3)}px ${spacing(2)}px`, background: FOOTER_BACKGROUND, fontSize: 14 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ color: SECONDARY_TEXT_COLOR }}>© {new Date().getFullYear()} Hearth. All rights reserved.</span>
        <nav aria-label="Legal" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <Link to="/cookie-policy" style={link}>
            Cookie Policy
          </Link>
          <Link to="/terms-and-conditions" style={link}>
            Terms and Conditions
          </Link>
          <Link to="/privacy" style={link}>
            Privacy Policy
          </Link>
        </nav>
        {/* A page of the gateway, not of the app: a full page load, and only there is the reference loaded. */}
        <nav aria-label="Developers">
          <a href="/api/docs" style={link}>
            API documentation
          </a>
        </nav>
      </div>
    </footer>
  );
}
