import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { spacing } from '@hearth/host';
import { Panel, Title } from '@hearth/host/ui';
import { ContactSection, LegalPage, LegalSection, WhoWeAre } from './LegalPage';

interface StoredItem {
  name: string;
  /** Shown instead of a code-formatted name when the item has no fixed key worth quoting. */
  label?: string;
  where: 'Local storage' | 'Session storage';
  purpose: ReactNode;
  lifetime: ReactNode;
}

/** Everything the Hearth front end keeps in the browser (docs/product/README.md "Shared constants"). Keep in step with the code. */
const storedItems: StoredItem[] = [
  {
    name: 'token',
    where: 'Local storage',
    purpose:
      'Keeps you signed in. It is a digitally signed sign-in token that tells Hearth who you are; it is sent only to this Hearth installation, with your own requests.',
    lifetime: 'Until you log out. It stops working 7 days after you sign in, and you then sign in again.',
  },
  {
    name: 'cookieConsent',
    where: 'Local storage',
    purpose: 'Remembers that you pressed Accept on the cookie banner, so the banner does not keep coming back.',
    lifetime: "Until you clear this site's data in your browser.",
  },
  {
    name: 'authRedirect',
    where: 'Session storage',
    purpose: 'Remembers the page you were on your way to when Hearth asked you to sign in, so it can take you there afterwards.',
    lifetime: 'Until you have been taken there, or until you close the tab.',
  },
  {
    name: 'pendingInvitationToken',
    where: 'Session storage',
    purpose:
      "When you open a household invitation and choose 'Sign In & Join', it holds the invitation while you sign in, so you can join the household afterwards.",
    lifetime: 'Until you have joined the household, or until you close the tab.',
  },
];

function StoredItemCard({ item }: { item: StoredItem }) {
  return (
    <Panel size="small" style={{ flex: '1 1 300px', fontSize: 15 }}>
      <Title level={3} style={{ fontSize: 18, margin: 0 }}>
        {item.label ?? <code style={{ margin: 0 }}>{item.name}</code>}
      </Title>
      <dl style={{ margin: `${spacing(1)}px 0 0` }}>
        <dt style={{ fontWeight: 600 }}>Kept in</dt>
        <dd style={{ margin: `0 0 ${spacing(1)}px` }}>{item.where}</dd>
        <dt style={{ fontWeight: 600 }}>Why</dt>
        <dd style={{ margin: `0 0 ${spacing(1)}px` }}>{item.purpose}</dd>
        <dt style={{ fontWeight: 600 }}>How long</dt>
        <dd style={{ margin: 0 }}>{item.lifetime}</dd>
      </dl>
    </Panel>
  );
}

export default function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      lastUpdated="2026-11-21"
      intro={
        <p>
          Hearth keeps a few small items in your browser so that it can keep you signed in and remember your choices. This
          page lists every one of them, says why each is there, and how to remove them.
        </p>
      }
    >
      <WhoWeAre />

      <LegalSection title="No tracking cookies">
        <p>
          Hearth has <strong>no advertising, analytics or tracking cookies</strong>, and it loads no scripts from other
          companies, so no one else can set cookies through Hearth or follow what you do in it. Everything listed below is
          needed for Hearth to work, stays between your browser and this Hearth installation, and is never shared or sold.
        </p>
        <p>
          Strictly speaking, Hearth sets no cookies at all: it uses your browser&apos;s <em>local storage</em> and{' '}
          <em>session storage</em>, which work much like cookies. Local storage stays until it is removed; session storage
          is emptied when you close the tab. We describe both here because the same rules apply to them.
        </p>
      </LegalSection>

      <LegalSection title="What Hearth keeps in your browser">
        {/* Wraps by width rather than by breakpoint: one column on a phone, two on a desktop. */}
        <Flex wrap gap={spacing(2)}>
          {storedItems.map((item) => (
            <StoredItemCard key={item.name} item={item} />
          ))}
        </Flex>
        <p style={{ marginTop: spacing(2) }}>
          What you add to Hearth itself, such as your recipes, meal plans and shopping lists, is kept by the Hearth server,
          not in your browser. The <Link to="/privacy">Privacy Policy</Link> explains what is kept there.
        </p>
      </LegalSection>

      <LegalSection title="What the Accept button does">
        <p>
          The cookie banner at the bottom of the screen tells you that Hearth keeps your sign-in and your choice on your
          device. Pressing <strong>Accept</strong> stores <code>cookieConsent</code> so that the banner stays hidden in this
          browser. It switches nothing else on, because there is nothing optional to switch on. If you never press Accept,
          Hearth works just the same and the banner keeps appearing.
        </p>
      </LegalSection>

      <LegalSection title="How to remove them">
        <ul>
          <li>
            <strong>Log out</strong> (top bar or menu) to remove <code>token</code> from this browser.
          </li>
          <li>
            <strong>Close the tab</strong> to empty session storage, including <code>authRedirect</code> and any pending
            invitation.
          </li>
          <li>
            <strong>Clear this site&apos;s data</strong> in your browser&apos;s privacy settings (often called &ldquo;cookies
            and site data&rdquo;) to remove everything at once. You will be signed out and the cookie banner will return.
          </li>
        </ul>
        <p>
          If you block site storage for Hearth altogether, Hearth cannot keep you signed in.
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>
          If Hearth starts keeping something new in your browser, we will add it to this page and change the date at the
          top. The <Link to="/terms-and-conditions">Terms and Conditions</Link> cover the rest of how Hearth is used.
        </p>
      </LegalSection>

      <ContactSection />
    </LegalPage>
  );
}
