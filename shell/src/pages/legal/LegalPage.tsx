import type { ReactNode } from 'react';
import { hearthColors, spacing } from '@hearth/host';
import { Text, Title } from '@hearth/host/ui';

/** "21 November 2026" from "2026-11-21", the same on every machine and in every time zone. */
function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

interface LegalPageProps {
  title: string;
  /** ISO date, e.g. "2026-11-21". */
  lastUpdated: string;
  intro: ReactNode;
  children: ReactNode;
}

/**
 * The frame the three legal pages share: a readable column (about 75 characters a line, generous
 * line height) on a white sheet.
 */
export function LegalPage({ title, lastUpdated, intro, children }: LegalPageProps) {
  return (
    <article
      style={{
        maxWidth: 820,
        margin: '0 auto',
        padding: `clamp(${spacing(2)}px, 5vw, ${spacing(6)}px)`,
        background: hearthColors.surface,
        borderRadius: 4,
        fontSize: 16,
        lineHeight: 1.7,
      }}
    >
      <Title style={{ fontSize: 'clamp(28px, 7vw, 38px)', marginBottom: spacing(1) }}>{title}</Title>
      <Text type="secondary">
        Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
      </Text>
      <div style={{ fontSize: 17, marginTop: spacing(3) }}>{intro}</div>
      {children}
    </article>
  );
}

/** A section of a legal page: an h2 and its text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title level={2} style={{ fontSize: 24, marginTop: spacing(4) }}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A part of a section, under an h3. */
export function LegalSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title level={3} style={{ fontSize: 19, marginTop: spacing(3) }}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Who "we" are. Hearth is usually self-hosted, so there is no company behind these pages. */
export function WhoWeAre() {
  return (
    <p>
      Hearth is usually run by a household on its own computer. On this page, <strong>&ldquo;we&rdquo;</strong> and{' '}
      <strong>&ldquo;us&rdquo;</strong> mean <strong>the people who run this Hearth installation</strong>: often someone in
      your own household, or, if you use a Hearth that someone else hosts for you, whoever provides that service.
    </p>
  );
}

/** How to reach the people who run this installation; the last section of every legal page. */
export function ContactSection({ children }: { children?: ReactNode }) {
  return (
    <LegalSection title="Contact">
      <p>
        Questions, requests or complaints go to the person who runs your Hearth installation. If you use a hosted Hearth
        service, write to the contact address that service publishes.
      </p>
      {children}
    </LegalSection>
  );
}
