import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { hearthColors, PRIMARY_GREEN, SECONDARY_TEXT_COLOR, spacing, useCurrentUser } from '@hearth/host';
import { FrameNavButton } from '../../layout/FrameButton';
import { SvgIcon } from '../../layout/SvgIcon';

interface Feature {
  icon: IconDefinition;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: BookOutlined,
    title: 'Recipe management',
    text: 'Keep every recipe in one place: ingredients, prep and cook times, steps and a photo. Sort them by category and find any of them in seconds.',
  },
  {
    icon: TeamOutlined,
    title: 'Household collaboration',
    text: "Invite the people you cook with. Share recipes inside your household, plan the week's meals together and shop from one shared list.",
  },
  {
    icon: GlobalOutlined,
    title: 'Public recipe sharing',
    text: 'Share the recipes you are proud of with everyone, and keep family secrets private to your household.',
  },
];

// Plain elements styled like antd's Typography, Card and Button rather than the components
// themselves (with antd's theme and style engine, over 100 KB gzipped): the home page is the
// first thing anyone loads, so it carries as little code as it can.
const panel = {
  flex: '1 1 260px',
  background: hearthColors.surface,
  border: `1px solid ${hearthColors.line}`,
  borderRadius: 4,
  padding: spacing(3),
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(1),
} as const;

const heading = { margin: 0, fontWeight: 600, lineHeight: 1.25 } as const;

export function HomePage() {
  const user = useCurrentUser();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing(4) }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: spacing(2),
          textAlign: 'center',
          padding: `${spacing(6)}px ${spacing(2)}px`,
        }}
      >
        <h1 style={{ ...heading, fontSize: 38 }}>Welcome to Hearth</h1>
        <p style={{ color: SECONDARY_TEXT_COLOR, fontSize: 18, maxWidth: 640, margin: 0 }}>
          Your household&apos;s recipes, the week&apos;s meal plan and one shared shopping list, in the kitchen and in the shop.
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: spacing(1) }}>
          <FrameNavButton look="primary" size="large" to="/recipes">
            Browse Recipes
          </FrameNavButton>
          {!user && (
            // hearth-guest-only: index.html's drawn copy of this page (public/first-home.html) hides
            // it for someone signed in on the device until the app has rendered.
            <FrameNavButton size="large" to="/register" className="hearth-guest-only">
              Create Account
            </FrameNavButton>
          )}
        </div>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(2) }}>
        {features.map((feature) => (
          <article key={feature.title} style={panel}>
            <SvgIcon icon={feature.icon} style={{ fontSize: 32, color: PRIMARY_GREEN }} />
            <h2 style={{ ...heading, fontSize: 24 }}>{feature.title}</h2>
            <p style={{ margin: 0 }}>{feature.text}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
