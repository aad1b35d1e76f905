import { planningOwnMessages as own, planningLimits } from '@hearth/contracts/planning';
import type { PlanningOperations } from '@hearth/contracts/planning/operations';
import { handlersOf, readUploadedFile, signedInActor } from '@hearth/service-kit';
import type { PlanningDeps } from '../planning-deps';
import { exportPlanning, restorePlanning } from './planning-archive';

const refusals = { tooLarge: own.restoreFileTooLarge, missing: own.restoreFileRefused, field: 'file' };

/** The household export's planning part (docs/backup.md): out, and back into an empty household. */
export const archiveHandlers = (deps: PlanningDeps) =>
  handlersOf<PlanningOperations>()({
    exportPlanning: (_, ctx) => exportPlanning(deps, signedInActor(ctx)),
    restorePlanning: async (_, ctx) => {
      const actor = signedInActor(ctx);
      return restorePlanning(deps, actor, { data: await readUploadedFile(ctx, planningLimits.restoreFileMaxBytes, refusals) });
    },
  });
