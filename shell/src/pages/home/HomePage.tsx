import { BookOutlined, GlobalOutlined, TeamOutlined } from '@ant-design/icons';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { NavButton, PRIMARY_GREEN, spacing, useCurrentUser } from '@hearth/host';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: <BookOutlined />,
    title: 'Recipe management',
    text: 'Keep every recipe in one place: ingredients, prep and cook times, steps and a photo. Sort them by category and find any of them in seconds.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Household collaboration',
    text: "Invite the people you cook with. Share recipes inside your household, plan the week's meals together and shop from one shared list.",
  },
  {
    icon: <GlobalOutlined />,
    title: 'Public recipe sharing',
    text: 'Share the recipes you are proud of with everyone, and keep family secrets private to your household.',
  },
];

// Plain panels rather than antd's Card (which brings Tabs and Dropdown along): the home page is
// the first thing anyone loads, so it carries as little code as it can.
const panel = {
  flex: '1 1 260px',
  background: '#fff',
  border: '1px solid #e4e9e4',
  borderRadius: 4,
  padding: spacing(3),
} as const;

export default function HomePage() {
  const user = useCurrentUser();
  return (
    <Flex vertical gap={spacing(4)}>
      <Flex vertical align="center" gap={spacing(2)} style={{ textAlign: 'center', padding: `${spacing(6)}px ${spacing(2)}px` }}>
        <Typography.Title style={{ margin: 0 }}>Welcome to Hearth</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 640, margin: 0 }}>
          Your household&apos;s recipes, the week&apos;s meal plan and one shared shopping list, in the kitchen and in the shop.
        </Typography.Paragraph>
        <Flex gap={spacing(1)} wrap justify="center">
          <NavButton type="primary" size="large" to="/recipes">
            Browse Recipes
          </NavButton>
          {!user && (
            <NavButton size="large" to="/register">
              Create Account
            </NavButton>
          )}
        </Flex>
      </Flex>
      <Flex wrap gap={spacing(2)}>
        {features.map((feature) => (
          <article key={feature.title} style={panel}>
            <Flex vertical gap={spacing(1)}>
              <span style={{ fontSize: 32, color: PRIMARY_GREEN }} aria-hidden>
                {feature.icon}
              </span>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {feature.title}
              </Typography.Title>
              <Typography.Paragraph style={{ margin: 0 }}>{feature.text}</Typography.Paragraph>
            </Flex>
          </article>
        ))}
      </Flex>
    </Flex>
  );
}
