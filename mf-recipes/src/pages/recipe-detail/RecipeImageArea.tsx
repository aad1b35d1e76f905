import { UploadOutlined } from '@ant-design/icons';
import Progress from 'antd/es/progress';
import { recipesLimits as limits, recipesMessages as messages, type Recipe } from '@hearth/contracts/recipes';
import { spacing } from '@hearth/host';
import { NavButton, touchTarget } from '@hearth/host/ui';
import { ImagePlaceholder, icons } from '../../components/ImageState';

/**
 * docs/product/recipes.md "A recipe": the image area, 300 high whatever its state, so the page does
 * not move when a pending image becomes ready.
 */
export function RecipeImageArea({ recipe, mayChange }: { recipe: Recipe; mayChange: boolean }) {
  const { image } = recipe;
  const height = limits.imageHeight;
  if (!image) return null;
  if (image.status === 'pending') {
    return (
      <ImagePlaceholder height={height} icon={icons.pending}>
        {messages.imageProcessing}
        <Progress percent={100} status="active" showInfo={false} aria-label={messages.imageProcessing} style={{ width: 240, marginTop: spacing(1) }} />
      </ImagePlaceholder>
    );
  }
  if (image.status === 'failed') {
    return (
      <ImagePlaceholder height={height} icon={icons.failed}>
        <span style={{ display: 'block' }}>{messages.imageFailed}</span>
        {mayChange && (
          <NavButton to={`/recipes/edit/${recipe._id}`} icon={<UploadOutlined aria-hidden />} style={{ ...touchTarget, marginTop: spacing(2) }}>
            {messages.uploadNewImage}
          </NavButton>
        )}
      </ImagePlaceholder>
    );
  }
  return (
    <img
      src={image.url}
      alt={recipe.title}
      width={1200}
      height={height}
      decoding="async"
      style={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: 4 }}
    />
  );
}
