import { useState } from 'react';
import { errorMessage, useHostDispatch } from '@hearth/host';
import { exportPlanning, exportRecipes } from '../../../api/backup-calls';
import { useHouseholdToasts } from '../use-household-toasts';
import { composeHouseholdArchive, fallbackArchiveName, loadFflate, saveArchive } from './household-archive';

/**
 * 'Download a backup': both parts of the household export fetched side by side, put into one ZIP
 * in the browser and saved under the name the recipes part came with.
 */
export function useBackupDownload() {
  const dispatch = useHostDispatch();
  const toasts = useHouseholdToasts();
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    setPreparing(true);
    try {
      const [recipes, planning, fflate] = await Promise.all([dispatch(exportRecipes()), dispatch(exportPlanning()), loadFflate()]);
      saveArchive(composeHouseholdArchive(fflate, recipes.bytes, planning), recipes.fileName ?? fallbackArchiveName());
    } catch (error) {
      toasts.error(errorMessage(error, 'Failed to prepare the backup'));
    } finally {
      setPreparing(false);
    }
  };

  return { download, preparing };
}
