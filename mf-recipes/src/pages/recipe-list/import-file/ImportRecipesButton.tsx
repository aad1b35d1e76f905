import { ImportOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { touchTarget, WhenOpened } from '@hearth/host/ui';
import { lazy, useState } from 'react';

// The dialog (its modal, progress bar and polling) loads when it first opens, not with the list.
const ImportRecipesDialog = lazy(() => import('./ImportRecipesDialog'));

/** 'Import recipes' beside 'Add Recipe': other apps' export files into the household. */
export function ImportRecipesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)} style={touchTarget}>
        Import recipes
      </Button>
      <WhenOpened open={open}>
        <ImportRecipesDialog open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
