import { Link } from 'react-router-dom';
import { ContactSection, LegalPage, LegalSection, LegalSubsection, WhoWeAre } from './LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="2026-11-21"
      intro={
        <p>
          This page explains what Hearth keeps about you, why, where it is kept, who can see it, and what you can do about
          it. Hearth keeps only what it needs to run your household&apos;s kitchen, and nothing for advertising.
        </p>
      }
    >
      <WhoWeAre />

      <LegalSection title="What Hearth keeps">
        <LegalSubsection title="Your account">
          <ul>
            <li>Your name and e-mail address.</li>
            <li>
              Your password, stored only as an argon2id hash: a one-way scramble that lets Hearth check your password
              without keeping it. No one, including us, can read your password from it.
            </li>
          </ul>
        </LegalSubsection>
        <LegalSubsection title="Your household">
          <ul>
            <li>Which household you belong to, and who its owner is.</li>
            <li>The household&apos;s invite code.</li>
            <li>
              E-mail invitations: the invited e-mail address, who sent the invitation, and when it expires (7 days after it
              is sent).
            </li>
          </ul>
        </LegalSubsection>
        <LegalSubsection title="What you add">
          <ul>
            <li>
              Recipes: title, category, ingredients, preparation and cooking times, instructions, an optional photo, whether
              the recipe is private or public, and who created it.
            </li>
            <li>Meal plans: which recipes are planned for which day and meal, with any notes.</li>
            <li>Shopping lists and the items on them.</li>
          </ul>
        </LegalSubsection>
        <LegalSubsection title="Security records">
          <ul>
            <li>
              Password reset requests: a fingerprint of each reset link (never the link itself) and when it expires.
            </li>
            <li>
              Counts of failed sign-ins and of reset requests, per e-mail address and per network (IP) address, kept for
              about a day to stop people guessing passwords.
            </li>
            <li>
              A technical log of what the Hearth server does, used to find and fix faults. Passwords and sign-in tokens are
              kept out of it.
            </li>
          </ul>
        </LegalSubsection>
        <LegalSubsection title="In your browser">
          <p>
            Your sign-in token and a few small settings. The <Link to="/cookie-policy">Cookie Policy</Link> lists each one.
          </p>
        </LegalSubsection>
        <p>
          Hearth does not use advertising, analytics or tracking of any kind, does not ask where you are, and loads no
          scripts from other companies.
        </p>
      </LegalSection>

      <LegalSection title="Why Hearth uses it">
        <ul>
          <li>To sign you in and keep you signed in.</li>
          <li>To share recipes, meal plans and shopping lists within your household.</li>
          <li>To show public recipes to everyone, with the name of the person and household who shared them.</li>
          <li>To send the two kinds of e-mail described below.</li>
          <li>To keep Hearth and your account secure.</li>
        </ul>
        <p>Nothing else. We do not sell your information, use it for advertising, or pass it to anyone beyond what this page describes.</p>
      </LegalSection>

      <LegalSection title="Where it lives">
        <p>
          Hearth keeps your information in this installation&apos;s own PostgreSQL database, on the machines it runs on.
          When Hearth runs the usual way, that is a household&apos;s own computer, and the database is a folder on it. When
          a team runs Hearth for you, it is on the servers they choose. Hearth does not send your information to other
          companies; the one exception is e-mail, which travels through the mail service this installation is set up to
          use.
        </p>
      </LegalSection>

      <LegalSection title="Who can see what">
        <ul>
          <li>
            <strong>Everyone, including people without an account</strong>, can see public recipes: the recipe, its photo,
            and the name of the person and household who created it.
          </li>
          <li>
            <strong>Members of your household</strong> can see your name and e-mail address, the household&apos;s recipes
            (private ones too), its meal plans and shopping lists, and the e-mail addresses of people invited to join.
          </li>
          <li>
            <strong>Someone you invite</strong> sees, on the invitation page, the household&apos;s name and the name of the
            person who invited them. So does anyone else who gets hold of the invitation link.
          </li>
          <li>
            <strong>The people who run this installation</strong> can reach the database and so, in principle, everything
            Hearth keeps, except your password.
          </li>
        </ul>
        <p>No one else.</p>
      </LegalSection>

      <LegalSection title="E-mails Hearth sends">
        <p>Hearth sends only two kinds of e-mail, and no newsletters or marketing:</p>
        <ul>
          <li>
            <strong>Password reset</strong>, when you ask for one. The link works once and expires after one hour.
          </li>
          <li>
            <strong>Household invitation</strong>, when a member invites you. It names the household and the person who
            invited you, and its link expires after 7 days. If you were not expecting it, simply ignore it.
          </li>
        </ul>
        <p>
          If this installation is not set up to send mail, each message is saved as a file on the computer Hearth runs on,
          and its link is written to the server&apos;s log, so that the person who runs Hearth can pass it on to you.
        </p>
      </LegalSection>

      <LegalSection title="How long it is kept">
        <ul>
          <li>Your account, and what you add, are kept until you delete them or remove your account.</li>
          <li>Password reset links stop working once used, or after one hour.</li>
          <li>Counts of failed sign-ins and reset requests are deleted after about a day.</li>
          <li>Your sign-in token stops working 7 days after you sign in; logging out removes it from your browser.</li>
          <li>
            Logs, and any backups the installation makes, are kept for as long as the people who run it decide. Copies of
            deleted information can remain in old backups until they are replaced.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Your choices and rights">
        <LegalSubsection title="See and correct your information">
          <p>
            Your name and e-mail address are on your <strong>Profile</strong> page, where you can correct them; the PASSWORD
            tab changes your password. Your recipes, meal plans and shopping lists can be viewed, edited and deleted in
            Hearth itself, and a recipe can be made private at any time.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Delete your account">
          <p>
            Open <strong>Profile</strong>, choose <strong>Remove Account</strong> and type DELETE to confirm. Your account
            (name, e-mail address and password hash) is removed at once, you are signed out and you leave your household.
            To be sure a recipe is gone, delete it before you remove your account.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Ask us">
          <p>
            For a copy of what Hearth keeps about you, or anything you cannot do yourself, ask the people who run this
            installation (see Contact below). Depending on where you live, data-protection law may give you further rights;
            they are the ones responsible for answering.
          </p>
        </LegalSubsection>
      </LegalSection>

      <LegalSection title="How your information is protected">
        <ul>
          <li>Passwords are stored only as argon2id hashes, and reset links only as fingerprints.</li>
          <li>
            Sign-in tokens are digitally signed by Hearth, so they cannot be forged or altered, and they expire after 7
            days.
          </li>
          <li>Sign-in attempts and password reset requests are rate-limited, so passwords cannot be guessed at speed.</li>
          <li>
            Household membership is checked on every request: private recipes are shown only to the household, and a member
            who is removed loses access at once.
          </li>
          <li>No third-party scripts run in Hearth.</li>
        </ul>
        <p>
          No system is perfectly secure. If you run Hearth yourself, keep its computer up to date, use HTTPS when Hearth can
          be reached from outside your home, and keep a safe backup of its <code>data</code> folder, which holds the
          database and Hearth&apos;s secret signing key.
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>
          If Hearth starts keeping or sharing something new, we will update this page and the date at the top. The{' '}
          <Link to="/terms-and-conditions">Terms and Conditions</Link> cover how Hearth may be used.
        </p>
      </LegalSection>

      <ContactSection />
    </LegalPage>
  );
}
