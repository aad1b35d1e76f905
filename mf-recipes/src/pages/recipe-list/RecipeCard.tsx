import { ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { recipesMessages as messages, type Recipe } from '@hearth/contracts/recipes';
import { PRIMARY_GREEN, spacing } from '@hearth/host';
import { Chip, NavButton, Panel, Text, Title, touchTarget } from '@hearth/host/ui';
import { ImagePlaceholder, icons } from '../../components/ImageState';
import { minutes, totalMinutes } from '../../components/minutes';

/** The card picture's box: 16:9 at the card's width; the width and height attributes keep the layout still while it loads. */
const CARD_IMAGE = { width: 400, height: 225 };

function CardImage({ recipe }: { recipe: Recipe }) {
  const { image } = recipe;
  const box = { aspectRatio: `${CARD_IMAGE.width} / ${CARD_IMAGE.height}`, overflow: 'hidden' as const };
  // Any status but pending and failed means ready (docs/product/recipes.md "What a recipe is").
  const state = !image ? 'none' : image.status === 'pending' || image.status === 'failed' ? image.status : null;
  if (!image || state) {
    return (
      <div style={box}>
        <ImagePlaceholder height="100%" icon={icons[state ?? 'none']}>
          {state === 'pending' ? messages.imageProcessingCard : state === 'failed' ? messages.imageFailedCard : null}
        </ImagePlaceholder>
      </div>
    );
  }
  return (
    <img
      src={image.cardUrl ?? image.url}
      alt={recipe.title}
      loading="lazy"
      decoding="async"
      width={CARD_IMAGE.width}
      height={CARD_IMAGE.height}
      style={{ ...box, display: 'block', width: '100%', height: 'auto', objectFit: 'cover' }}
    />
  );
}

/** The title link's overlay: over the whole card (the nearest positioned box), so a tap on the picture or anywhere on the card follows the link. */
const stretched: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * The title link's hover and focus looks, which inline styles cannot give. The focus ring goes
 * round the whole card, on the overlay, which no box clips (the compact title's line clamp would
 * clip a ring on the link itself). React 19 hoists the element to <head>, once for every card.
 */
const LINK_CLASS = 'hearth-card-link';
const linkRules = `
.${LINK_CLASS} { color: inherit; text-decoration: none; }
.${LINK_CLASS}:hover, .${LINK_CLASS}:focus-visible { text-decoration: underline; }
.${LINK_CLASS}:focus-visible { outline: none; }
.${LINK_CLASS}:focus-visible > [data-card-overlay] { outline: 2px solid ${PRIMARY_GREEN}; outline-offset: 2px; border-radius: 4px; }
`;

/** A phone's compact card (two to a row): 15 px title of at most two lines, small lines for category and minutes. */
const compactTitle: CSSProperties = { fontSize: 15, lineHeight: 1.3, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' };

interface RecipeCardProps {
  recipe: Recipe;
  /** Phone layout (docs/product/recipes.md "Recipe list"). */
  compact?: boolean;
}

/**
 * docs/product/recipes.md "Recipe list": one recipe's card. The whole card opens the recipe: its
 * title is a real link (open in a new tab, copy the address) whose overlay covers the card, the
 * "stretched link" pattern, so no control is nested in another. 'View Recipe' sits above the
 * overlay and stays a button of its own for the keyboard and the product contract.
 */
export function RecipeCard({ recipe, compact = false }: RecipeCardProps) {
  const to = `/recipes/${recipe._id}`;
  const small: CSSProperties | undefined = compact ? { fontSize: 12, lineHeight: 1.4 } : undefined;
  return (
    <Panel
      role="article"
      aria-label={recipe.title}
      // Not overflow: hidden, which would clip the focus ring drawn around the link's overlay; the cover clips the picture's corners.
      style={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{
        body: { flex: 1, display: 'flex', flexDirection: 'column', gap: compact ? spacing(0.5) : spacing(1), padding: compact ? spacing(1) : spacing(2) },
      }}
      cover={
        <div style={{ position: 'relative', overflow: 'hidden', borderRadius: '3px 3px 0 0' }}>
          <CardImage recipe={recipe} />
          {recipe.isPrivate && (
            <Chip color="gold" icon={<LockOutlined aria-hidden />} style={{ position: 'absolute', top: spacing(1), right: 0 }}>
              {messages.privateBadge}
            </Chip>
          )}
        </div>
      }
    >
      <style href={LINK_CLASS} precedence="default">
        {linkRules}
      </style>
      <Title level={2} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere', ...(compact && compactTitle) }}>
        <Link to={to} className={LINK_CLASS}>
          <span aria-hidden data-card-overlay style={stretched} />
          {recipe.title}
        </Link>
      </Title>
      <Text type="secondary" style={small}>
        {recipe.category?.name ?? messages.uncategorized}
      </Text>
      <Text style={small}>
        <ClockCircleOutlined aria-hidden /> {minutes(totalMinutes(recipe))}
      </Text>
      {/* Above the overlay, and a whole touch target on a phone too. */}
      <NavButton
        to={to}
        type="primary"
        ghost
        block
        style={{ ...touchTarget, position: 'relative', marginTop: 'auto' }}
      >
        {messages.viewRecipe}
      </NavButton>
    </Panel>
  );
}
