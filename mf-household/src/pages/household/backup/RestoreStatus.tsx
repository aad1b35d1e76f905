import Flex from 'antd/es/flex';
import { lazy, Suspense, useId } from 'react';
import { spacing } from '@hearth/host';
import { Notice, Text } from '@hearth/host/ui';
import type { ImportJob } from '../../../api/backup-calls';
import { plainList, wrapAnywhere } from '../household-layout';
import { mealsLeftOut, PLANNING_PROGRESS, recipesOnlySummary, recipesProgress, restoredSummary } from './restore-texts';
import type { RestoreState } from './use-backup-restore';

/** The bar loads when a restore starts, not with the page. */
export const loadProgress = () => import('antd/es/progress');
const Progress = lazy(loadProgress);

/** The recipes the import left out, each with why. */
function SkippedRecipes({ job }: { job: ImportJob }) {
  const titleId = useId();
  if (job.skipped.length === 0) return null;
  return (
    <Flex vertical gap={spacing(0.5)}>
      <Text id={titleId}>{job.skipped.length === 1 ? '1 recipe skipped:' : `${job.skipped.length} recipes skipped:`}</Text>
      <ul aria-labelledby={titleId} style={plainList}>
        {job.skipped.map((skipped, index) => (
          <li key={index} style={wrapAnywhere}>
            <Text strong>{skipped.title}</Text>: {skipped.reason}
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** How the restore goes, then what it restored, what it left out and why. */
export function RestoreStatus({ state }: { state: RestoreState }) {
  switch (state.step) {
    case 'idle':
      return null;
    case 'recipes': {
      const { job } = state;
      const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
      return (
        <Flex vertical gap={spacing(0.5)}>
          <Text role="status">{recipesProgress(job)}</Text>
          <Suspense fallback={null}>
            <Progress percent={percent} showInfo={false} aria-label="Restoring recipes" />
          </Suspense>
        </Flex>
      );
    }
    case 'planning':
      return <Text role="status">{PLANNING_PROGRESS}</Text>;
    case 'done':
      return (
        <Notice
          type="success"
          showIcon
          role="status"
          title={restoredSummary(state.job, state.planning)}
          description={
            (state.job.skipped.length > 0 || state.planning.mealsWithoutRecipe > 0) && (
              <Flex vertical gap={spacing(1)}>
                <SkippedRecipes job={state.job} />
                {state.planning.mealsWithoutRecipe > 0 && <Text>{mealsLeftOut(state.planning.mealsWithoutRecipe)}</Text>}
              </Flex>
            )
          }
        />
      );
    case 'failed':
      if (!state.job) return <Notice type="error" showIcon title={state.message} />;
      return (
        <Notice
          type="warning"
          showIcon
          title={recipesOnlySummary(state.job)}
          description={
            <Flex vertical gap={spacing(1)}>
              <Text>Meal plans and shopping lists were not restored: {state.message}</Text>
              <SkippedRecipes job={state.job} />
            </Flex>
          }
        />
      );
  }
}
