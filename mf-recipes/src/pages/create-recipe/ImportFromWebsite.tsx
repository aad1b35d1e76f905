import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input/Input';
import { recipesOwnMessages as own, type RecipeDraft } from '@hearth/contracts/recipes';
import { errorMessage, spacing } from '@hearth/host';
import { Notice, Panel, touchTarget } from '@hearth/host/ui';
import { useState } from 'react';
import { useImportRecipeMutation } from '../../api/recipes-api';

/** 'Import from a website': a recipe page's address in, a draft out for the member to review. */
export function ImportFromWebsite({ onDraft }: { onDraft: (draft: RecipeDraft) => void }) {
  const [url, setUrl] = useState('');
  const [importRecipe, { isLoading }] = useImportRecipeMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const read = async () => {
    setFailure(null);
    try {
      onDraft(await importRecipe({ url: url.trim() }).unwrap());
    } catch (error) {
      setFailure(errorMessage(error, own.importUnreachable));
    }
  };

  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 18 }}>{own.importFromWebsite}</h2>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void read();
        }}
      >
        <Flex wrap gap={spacing(1)} align="end">
          <label style={{ flex: '1 1 260px' }}>
            <span style={{ display: 'block', marginBottom: spacing(0.5) }}>Recipe page address</span>
            <Input size="large" type="url" inputMode="url" placeholder="https://" value={url} onChange={(event) => setUrl(event.target.value)} />
          </label>
          <Button size="large" type="primary" htmlType="submit" loading={isLoading} disabled={url.trim() === ''} style={touchTarget}>
            Import
          </Button>
        </Flex>
      </form>
      {failure && <Notice type="error" showIcon title={failure} style={{ marginTop: spacing(2) }} />}
    </Panel>
  );
}
