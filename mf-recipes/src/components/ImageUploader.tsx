import { CloudUploadOutlined, DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { imageMimeTypes, recipesLimits as limits, recipesMessages as messages, type RecipeImage } from '@hearth/contracts/recipes';
import { errorMessage, hearthColors, selectToken, spacing, useHostSelector } from '@hearth/host';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Notice, Text, touchTarget } from '@hearth/host/ui';
import { uploadImage } from '../api/upload-image';
import { ImagePlaceholder, icons } from './ImageState';

/** What the form holds: the recipe's image (`_id` is what the update sends), or null for none. */
export type ImageValue = RecipeImage | null;

interface ImageUploaderProps {
  value?: ImageValue;
  onChange?: (value: ImageValue) => void;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onUploadingChange?: (uploading: boolean) => void;
}

const PREVIEW_HEIGHT = 200;

/** The upload's progress bar: asked for when the file chooser opens, shown only while uploading. */
const loadProgress = () => import('antd/es/progress');
const Progress = lazy(loadProgress);

/** The checks made before uploading (docs/product/recipes.md "Images"). */
export function imageProblem(file: File): string | null {
  if (!(imageMimeTypes as readonly string[]).includes(file.type)) return messages.imageTypeInvalid;
  if (file.size > limits.imageMaxBytes) return messages.imageTooLarge;
  return null;
}

/**
 * The image uploader: click to choose, preview, remove, 'Change Image'. The file is checked, then
 * sent at once (POST /recipes/upload) with its progress shown; the stored image's answer becomes
 * the field's value.
 */
export function ImageUploader({ value = null, onChange, onUploadingChange }: ImageUploaderProps) {
  const token = useHostSelector(selectToken);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = () => {
    // Offline, it is asked for again when shown.
    loadProgress().catch(() => undefined);
    input.current?.click();
  };

  const upload = async (file: File) => {
    const found = imageProblem(file);
    setProblem(found);
    if (found) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onChange?.(await uploadImage(file, { token, onProgress: setProgress }));
    } catch (failure) {
      setPreview(null);
      setProblem(errorMessage(failure, 'Image upload failed'));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  const removeImage = () => {
    setPreview(null);
    setProblem(null);
    onChange?.(null);
  };

  const uploading = progress !== null;
  const shown = preview ?? (value?.status === 'pending' || value?.status === 'failed' ? null : value?.url);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing(1) }}>
      <input
        ref={input}
        type="file"
        accept={imageMimeTypes.join(',')}
        aria-label="Recipe image file"
        hidden
        // The global styles give file inputs a display that beats `hidden`: it showed 'Choose File'.
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {value || preview ? (
        <>
          {shown ? (
            <img
              src={shown}
              alt="Recipe image preview"
              width={600}
              height={PREVIEW_HEIGHT}
              style={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, objectFit: 'cover', borderRadius: 4 }}
            />
          ) : (
            <ImagePlaceholder height={PREVIEW_HEIGHT} icon={value?.status === 'failed' ? icons.failed : icons.pending}>
              {value?.status === 'failed' ? messages.imageFailed : messages.imageProcessing}
            </ImagePlaceholder>
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing(1) }}>
            <Button icon={<SwapOutlined aria-hidden />} onClick={choose} disabled={uploading} style={touchTarget}>
              {messages.changeImage}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={removeImage} disabled={uploading} style={touchTarget}>
              Remove Image
            </Button>
          </div>
        </>
      ) : (
        <button
          type="button"
          onClick={choose}
          style={{
            height: PREVIEW_HEIGHT,
            width: '100%',
            border: `1px dashed ${hearthColors.dropZone}`,
            borderRadius: 4,
            background: hearthColors.page,
            color: hearthColors.text,
            cursor: 'pointer',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: spacing(1),
            font: 'inherit',
          }}
        >
          <CloudUploadOutlined aria-hidden style={{ fontSize: 32 }} />
          <span>Click to upload an image</span>
        </button>
      )}
      <Text type="secondary">{messages.imageHint}</Text>
      {uploading && (
        <Suspense fallback={null}>
          <Progress percent={progress} size="small" aria-label="Upload progress" />
        </Suspense>
      )}
      {problem && <Notice type="error" showIcon title={problem} />}
    </div>
  );
}
