import { Link } from 'react-router-dom';
import { ContactSection, LegalPage, LegalSection, LegalSubsection, WhoWeAre } from './LegalPage';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      lastUpdated="2026-11-21"
      intro={
        <p>
          These are the ground rules for using Hearth. By creating an account or using Hearth you agree to them; if you do
          not, please do not use this Hearth. They are written to be read, so they are short.
        </p>
      }
    >
      <WhoWeAre />

      <LegalSection title="The service">
        <p>
          Hearth is where a household keeps its recipes, plans the week&apos;s meals and shops from one shared list. Anyone
          can browse public recipes without an account. Adding recipes, joining a household, planning meals and building
          shopping lists need an account.
        </p>
      </LegalSection>

      <LegalSection title="Your account">
        <ul>
          <li>One account is for one person. Use a name your household will recognise and an e-mail address you can read: password reset links are sent there.</li>
          <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>
            If you think someone else knows your password, change it on your Profile page straight away, and tell the person
            who runs this Hearth.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Households">
        <p>
          A household shares its recipes, including private ones, its meal plans and its shopping lists among its members.
          You belong to one household at a time: joining another one means leaving the one you are in.
        </p>
        <LegalSubsection title="The owner">
          <p>
            Each household has one owner. Only the owner can rename the household, make a new invite code (which replaces
            the old one) and remove other members. A member who is removed loses access to the household straight away.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Members">
          <p>
            Every member can see and change the household&apos;s recipes, meal plans and shopping lists, and can delete them.
            Only bring in people you trust with them, and be considerate of what others have added.
          </p>
        </LegalSubsection>
        <LegalSubsection title="Invitations">
          <ul>
            <li>
              Any member can share the household&apos;s invite code or send an e-mail invitation. Anyone who has the code can
              join, so share it only with people you mean to invite. If it gets out, ask the owner to make a new one.
            </li>
            <li>
              Only send e-mail invitations to people who know you and would expect to hear from you. An invitation stops
              working 7 days after it is sent.
            </li>
            <li>Whoever joins sees everything the household keeps, including its private recipes.</li>
          </ul>
        </LegalSubsection>
      </LegalSection>

      <LegalSection title="Content you add">
        <ul>
          <li>
            <strong>You keep it.</strong> Recipes, photos and notes you add stay yours. By adding them you allow this Hearth
            to store them and show them to the people described here, which is all it does with them.
          </li>
          <li>
            <strong>Public recipes are visible to everyone</strong>, including people without an account, together with
            your name and your household&apos;s name. A recipe is public unless you mark it <em>Private</em>, which keeps it
            within your household.
          </li>
          <li>
            <strong>Only add what you have the right to share.</strong> Text and photos from cookbooks, magazines and other
            websites usually belong to someone else: write the method in your own words, use your own photos, and say where
            a recipe came from. Do not post photos of people who have not agreed to it.
          </li>
          <li>
            Recipes on Hearth are written by its users. Check ingredients against allergies and diets, and cook food safely.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Acceptable use">
        <p>Please do not use Hearth to:</p>
        <ul>
          <li>post anything unlawful, hateful, harassing or sexually explicit, or anything meant to mislead or harm;</li>
          <li>get into accounts or households that are not yours, or find out other people&apos;s passwords;</li>
          <li>send invitations as spam;</li>
          <li>overload, probe or disrupt Hearth, for example by automated scraping or by working around its limits on sign-in attempts;</li>
          <li>upload anything harmful, such as a file dressed up as a recipe photo.</li>
        </ul>
        <p>We may remove content or accounts that break these rules.</p>
      </LegalSection>

      <LegalSection title="Availability">
        <p>
          Hearth usually runs on a household&apos;s own computer: when that computer is off, so is Hearth. It is provided as
          it is, without any promise that it will always be available, free of faults, or that nothing will ever be lost.
          Keep your own copy of recipes that matter to you. Nothing in these terms takes away rights that the law gives you
          and does not allow to be taken away.
        </p>
      </LegalSection>

      <LegalSection title="Ending your account">
        <p>
          You can leave whenever you like: open <strong>Profile</strong>, choose <strong>Remove Account</strong> and type
          DELETE to confirm. Your account is removed at once and cannot be brought back. To be sure a recipe is gone, delete
          it before you remove your account. The <Link to="/privacy">Privacy Policy</Link> explains what happens to your
          information.
        </p>
        <p>
          We may close an account that breaks these terms, and the people who run this installation may stop running it.
        </p>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <p>
          We may change these terms. The date at the top shows when they last changed. If you keep using Hearth after a
          change, the new terms apply. How Hearth uses your browser&apos;s storage is in the{' '}
          <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      </LegalSection>

      <ContactSection />
    </LegalPage>
  );
}
