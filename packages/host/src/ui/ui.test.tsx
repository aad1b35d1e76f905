import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DANGER_COLOR, SECONDARY_TEXT_COLOR } from '../theme';
import { Avatar } from './Avatar';
import { Chip } from './Chip';
import { Panel } from './Panel';
import { Tabs } from './Tabs';
import { Notice } from './Notice';
import { StatusNotice } from './StatusNotice';
import { Paragraph, Text, Title, TYPOGRAPHY_CLASS } from './typography';
import { WhenOpened } from './WhenOpened';

describe('typography', () => {
  it('renders a title as the heading of its level, in the heading scale, with the caller style winning', () => {
    render(
      <>
        <Title>Recipes</Title>
        <Title level={3} type="danger" id="danger" style={{ margin: 0, fontSize: 18 }}>
          Remove Account
        </Title>
      </>,
    );
    const recipes = screen.getByRole('heading', { level: 1, name: 'Recipes' });
    expect(recipes).toHaveStyle({ fontSize: '38px', fontWeight: 600 });
    expect(recipes).toHaveClass(TYPOGRAPHY_CLASS);
    const danger = screen.getByRole('heading', { level: 3, name: 'Remove Account' });
    expect(danger).toHaveAttribute('id', 'danger');
    expect(danger).toHaveStyle({ fontSize: '18px', margin: '0px', color: DANGER_COLOR });
  });

  it('renders text as a span, strong or code inside it, muted in the secondary tone', () => {
    render(
      <p>
        <Text type="secondary">Uncategorized</Text>
        <Text strong>Leek</Text>
        <Text code data-testid="token">
          hearth_abc
        </Text>
      </p>,
    );
    expect(screen.getByText('Uncategorized')).toHaveStyle({ color: SECONDARY_TEXT_COLOR });
    expect(screen.getByText('Leek').tagName).toBe('STRONG');
    expect(within(screen.getByTestId('token')).getByText('hearth_abc').tagName).toBe('CODE');
  });

  it('renders a paragraph as a block with space after it unless told otherwise', () => {
    render(
      <>
        <Paragraph>First</Paragraph>
        <Paragraph type="secondary" style={{ margin: 0 }}>
          Second
        </Paragraph>
      </>,
    );
    expect(screen.getByText('First')).toHaveStyle({ marginBottom: '1em' });
    expect(screen.getByText('Second')).toHaveStyle({ margin: '0px', color: SECONDARY_TEXT_COLOR });
  });
});

describe('Panel', () => {
  it('shows a header with the title and extra, the cover, then the body, and passes on roles and labels', () => {
    render(
      <Panel role="region" aria-label="Ingredients panel" title={<h2>Ingredients</h2>} extra={<a href="/recipes">View all</a>} cover={<img alt="Soup" src="/soup.webp" />}>
        <p>Two leeks</p>
      </Panel>,
    );
    const panel = screen.getByRole('region', { name: 'Ingredients panel' });
    const [heading, link, image, body] = [
      within(panel).getByRole('heading', { name: 'Ingredients' }),
      within(panel).getByRole('link', { name: 'View all' }),
      within(panel).getByRole('img', { name: 'Soup' }),
      within(panel).getByText('Two leeks'),
    ];
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(image.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no header without a title or extra, and a small one pads less', () => {
    render(
      <Panel size="small" styles={{ body: { gap: 4 } }}>
        <span>Body only</span>
      </Panel>,
    );
    const body = screen.getByText('Body only').parentElement!;
    expect(body).toHaveStyle({ padding: '12px', gap: '4px' });
    expect(body.parentElement!.children).toHaveLength(1);
  });
});

describe('StatusNotice', () => {
  it('says what could not be shown, what to do, and offers the action', () => {
    render(<StatusNotice title="Hearth cannot be reached right now" subTitle="Check your connection, then try again." action={<button type="button">Try again</button>} />);
    expect(screen.getByText('Hearth cannot be reached right now')).toBeInTheDocument();
    expect(screen.getByText('Check your connection, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('announces a message as an alert, with its icon, description and action', () => {
    render(<Notice type="error" showIcon title="Failed to load household data" description="Check your connection." action={<button type="button">Retry</button>} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Failed to load household data');
    expect(notice).toHaveTextContent('Check your connection.');
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(notice).getByRole('img', { hidden: true })).toHaveAttribute('aria-label', 'close-circle');
  });

  it('takes another role, leaves the icon out unless asked, and keeps the caller style', () => {
    render(<Notice type="warning" role="note" title="Joining another household will remove you from your current one." style={{ marginBottom: 16 }} />);
    const notice = screen.getByRole('note');
    expect(notice).toHaveStyle({ marginBottom: '16px' });
    expect(within(notice).queryByRole('img', { hidden: true })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('WhenOpened', () => {
  function Dialog({ open }: { open: boolean }) {
    return <div role="dialog" hidden={!open} aria-label="Add item" />;
  }

  it('renders nothing until first opened, then keeps the dialog mounted when it closes', () => {
    const { rerender } = render(
      <WhenOpened open={false}>
        <Dialog open={false} />
      </WhenOpened>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    rerender(
      <WhenOpened open>
        <Dialog open />
      </WhenOpened>,
    );
    expect(screen.getByRole('dialog', { name: 'Add item' })).toBeVisible();
    rerender(
      <WhenOpened open={false}>
        <Dialog open={false} />
      </WhenOpened>,
    );
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });
});

describe('Chip and Avatar', () => {
  it("shows a chip's icon and text in its palette, the default one in the text colour", () => {
    render(
      <>
        <Chip color="gold" icon={<svg data-testid="lock" />}>
          Private
        </Chip>
        <Chip>Expired</Chip>
      </>,
    );
    const gold = screen.getByText('Private');
    expect(within(gold).getByTestId('lock')).toBeInTheDocument();
    expect(gold.style.color).not.toBe(screen.getByText('Expired').style.color);
    expect(gold.style.borderColor).not.toBe('');
  });

  it('draws an avatar as a decorative circle of the given size', () => {
    const { container } = render(<Avatar size={56}>S</Avatar>);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveStyle({ width: '56px', height: '56px', borderRadius: '50%' });
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'profile', label: 'PROFILE', children: <input aria-label="Name" /> },
    { key: 'password', label: 'PASSWORD', children: <p>Change your password</p> },
  ];

  it('shows the selected tab’s panel, moves with the arrow keys and keeps a visited panel’s state', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} />);
    expect(screen.getByRole('tab', { name: 'PROFILE' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');

    await user.click(screen.getByRole('tab', { name: 'PASSWORD' }));
    expect(screen.getByRole('tabpanel', { name: 'PASSWORD' })).toHaveTextContent('Change your password');
    expect(screen.queryByRole('tabpanel', { name: 'PROFILE' })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'PROFILE' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'PROFILE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });
});
