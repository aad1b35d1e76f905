import { ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import { recipesMessages as messages, type Recipe } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
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

/** docs/product/recipes.md "Recipe list": one recipe's card. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  return (
    <Panel
      role="article"
      aria-label={recipe.title}
      style={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: spacing(1), padding: spacing(2) } }}
      cover={
        <div style={{ position: 'relative' }}>
          <CardImage recipe={recipe} />
          {recipe.isPrivate && (
            <Chip color="gold" icon={<LockOutlined aria-hidden />} style={{ position: 'absolute', top: spacing(1), right: 0 }}>
              {messages.privateBadge}
            </Chip>
          )}
        </div>
      }
    >
      <Title level={2} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
        {recipe.title}
      </Title>
      <Text type="secondary">{recipe.category?.name ?? messages.uncategorized}</Text>
      <Text>
        <ClockCircleOutlined aria-hidden /> {minutes(totalMinutes(recipe))}
      </Text>
      <NavButton to={`/recipes/${recipe._id}`} type="primary" ghost style={{ ...touchTarget, marginTop: 'auto' }} block>
        {messages.viewRecipe}
      </NavButton>
    </Panel>
  );
}
